import type { ChatMessage } from "../../../core/support/chat-machine";

/**
 * The chat's history in the browser (spec part 1 §3): the list of messages under `supportChatHistory` in
 * localStorage. Read and write failures are only logged to the console (spec part 1 §8); the chat goes on without.
 * The ticket flow's step is not stored, so a reload always resumes the chat in idle.
 */
export const SUPPORT_CHAT_HISTORY_KEY = "supportChatHistory";

/** Fired on window when the history is cleared, so an open chat forgets its messages too. */
export const SUPPORT_CHAT_CLEARED_EVENT = "microfile:support-chat-cleared";

function isFaqList(value: unknown): value is { q: string }[] {
  return Array.isArray(value) && value.every((faq) => typeof faq?.q === "string");
}

function toMessage(value: unknown): ChatMessage | null {
  if (typeof value !== "object" || value === null) return null;
  const { from, text, suggestedFaqs } = value as Record<string, unknown>;
  if ((from !== "bot" && from !== "user") || typeof text !== "string") return null;
  const message: ChatMessage = { from, text };
  if (isFaqList(suggestedFaqs) && suggestedFaqs.length > 0) {
    message.suggestedFaqs = suggestedFaqs.map(({ q }) => ({ q }));
  }
  return message;
}

/** The messages in a stored value, or null when it is missing or not a list of messages. */
export function parseChatHistory(raw: string | null): ChatMessage[] | null {
  if (raw === null) return null;
  const value: unknown = JSON.parse(raw);
  if (!Array.isArray(value)) return null;
  const messages = value.map(toMessage).filter((message): message is ChatMessage => message !== null);
  return messages.length > 0 ? messages : null;
}

export function loadChatHistory(): ChatMessage[] | null {
  try {
    return parseChatHistory(window.localStorage.getItem(SUPPORT_CHAT_HISTORY_KEY));
  } catch (error) {
    console.error("Could not read the support chat history", error);
    return null;
  }
}

export function saveChatHistory(messages: readonly ChatMessage[]): void {
  try {
    window.localStorage.setItem(SUPPORT_CHAT_HISTORY_KEY, JSON.stringify(messages));
  } catch (error) {
    console.error("Could not save the support chat history", error);
  }
}

/**
 * Forgets the chat: removes the stored history and resets an open chat to its welcome message. Call it when the
 * person signs out (before navigating to /api/logout) and after their data is deleted.
 */
export function clearSupportChatHistory(): void {
  try {
    window.localStorage.removeItem(SUPPORT_CHAT_HISTORY_KEY);
  } catch (error) {
    console.error("Could not clear the support chat history", error);
  }
  window.dispatchEvent(new Event(SUPPORT_CHAT_CLEARED_EVENT));
}
