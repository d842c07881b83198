/** Shared by the chat machine tests: type several lines and collect the bot's texts. */
import { type ChatState, type ChatTransition, handleInput, initialChatState } from "./chat-machine";

export const texts = (t: ChatTransition): string[] => t.messages.map((m) => m.text);

/** Types each line in turn from `state`; returns the last transition. */
export function typeLines(state: ChatState, ...lines: string[]): ChatTransition {
  let last: ChatTransition = { state, messages: [] };
  for (const line of lines) last = handleInput(last.state, line);
  return last;
}

export const EMAIL = "jo@example.com";
export const SUBJECT = "Upload fails";
export const BODY = "My Lloyds file shows no rows";

/** A chat with a complete draft, waiting for submit or edit. */
export const confirmingState = (): ChatState =>
  typeLines(initialChatState(), "contact support", EMAIL, SUBJECT, BODY).state;
