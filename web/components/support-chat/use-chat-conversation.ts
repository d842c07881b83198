import { useCallback, useEffect, useRef, useState } from "react";
import {
  askResult,
  type ChatEffect,
  type ChatMessage,
  type ChatState,
  type ChatTransition,
  handleInput,
  initialChatState,
  ticketResult,
} from "../../../core/support/chat-machine";
import { WELCOME_MESSAGE } from "../../../core/support/chat-texts";
import { askQuestion, submitTicket } from "../../api/support";
import { loadChatHistory, SUPPORT_CHAT_CLEARED_EVENT, saveChatHistory } from "./chat-history-storage";

interface Conversation {
  state: ChatState;
  messages: ChatMessage[];
}

const welcome = (): ChatMessage[] => [{ from: "bot", text: WELCOME_MESSAGE }];
const freshConversation = (): Conversation => ({ state: initialChatState(), messages: welcome() });

/**
 * The chat's conversation, driven by core/support's machine: each line goes through `handleInput`; the effect it
 * returns (ask or submit a ticket) is performed here and its result fed back through `askResult` / `ticketResult`.
 * Results are applied to the latest state, so a line typed while a call is out is never lost.
 */
export function useChatConversation() {
  const [conversation, setConversation] = useState<Conversation>(() => ({
    state: initialChatState(),
    messages: loadChatHistory() ?? welcome(),
  }));
  const current = useRef(conversation);
  const [pendingCalls, setPendingCalls] = useState(0);
  const changed = useRef(false);
  /** Bumped when the history is cleared, so an answer to a forgotten question is dropped. */
  const generation = useRef(0);

  const apply = useCallback((step: (state: ChatState) => ChatTransition, userLine?: string): ChatEffect | undefined => {
    const { state, messages } = current.current;
    const transition = step(state);
    const userMessages: ChatMessage[] = userLine === undefined ? [] : [{ from: "user", text: userLine }];
    const next = { state: transition.state, messages: [...messages, ...userMessages, ...transition.messages] };
    current.current = next;
    changed.current = true;
    setConversation(next);
    return transition.effect;
  }, []);

  const perform = useCallback(
    async (effect: ChatEffect) => {
      const started = generation.current;
      setPendingCalls((n) => n + 1);
      try {
        if (effect.type === "ask") {
          const result = await askQuestion(effect.message);
          if (generation.current === started) apply((state) => askResult(state, result));
        } else {
          const result = await submitTicket(effect.ticket);
          if (generation.current === started) apply((state) => ticketResult(state, result));
        }
      } finally {
        setPendingCalls((n) => n - 1);
      }
    },
    [apply],
  );

  /** Sends one line as the user. Blank lines are ignored. */
  const send = useCallback(
    (text: string) => {
      const line = text.trim();
      if (line === "") return;
      const effect = apply((state) => handleInput(state, line), line);
      if (effect) void perform(effect);
    },
    [apply, perform],
  );

  useEffect(() => {
    if (changed.current) saveChatHistory(conversation.messages);
  }, [conversation.messages]);

  useEffect(() => {
    const forget = () => {
      const fresh = freshConversation();
      generation.current += 1;
      current.current = fresh;
      changed.current = false;
      setConversation(fresh);
    };
    window.addEventListener(SUPPORT_CHAT_CLEARED_EVENT, forget);
    return () => window.removeEventListener(SUPPORT_CHAT_CLEARED_EVENT, forget);
  }, []);

  return { messages: conversation.messages, isWaiting: pendingCalls > 0, send };
}
