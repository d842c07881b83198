import { useEffect, useRef, useState } from "react";
import type { ChatMessage } from "../../../core/support/chat-machine";
import { ChatMessageBubble } from "./chat-message-bubble";

/**
 * The conversation, scrolled to its latest line. New bot messages are read out through a polite live region (the
 * history shown on opening is not); a "typing" bubble shows while the server is answering.
 */
export function ChatMessageList({
  messages,
  isWaiting,
  onAsk,
}: {
  messages: readonly ChatMessage[];
  isWaiting: boolean;
  onAsk: (question: string) => void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const [shownCount] = useState(messages.length);
  const announcement = messages
    .slice(shownCount)
    .filter((message) => message.from === "bot")
    .at(-1)?.text;

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll again whenever a line is added or the bot types
  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length, isWaiting]);

  return (
    <div ref={scroller} className="flex-1 overflow-y-auto px-4 py-4">
      <ol aria-label="Conversation" className="flex flex-col gap-3">
        {messages.map((message, index) => (
          <ChatMessageBubble key={index} message={message} onAsk={onAsk} />
        ))}
      </ol>
      {isWaiting && (
        <div className="mt-3 flex w-fit gap-1 rounded-2xl rounded-bl-sm bg-muted px-3.5 py-3" aria-hidden>
          <span className="size-1.5 animate-bounce rounded-full bg-muted-foreground" />
          <span className="size-1.5 animate-bounce rounded-full bg-muted-foreground [animation-delay:150ms]" />
          <span className="size-1.5 animate-bounce rounded-full bg-muted-foreground [animation-delay:300ms]" />
        </div>
      )}
      <div role="status" aria-live="polite" className="sr-only">
        {announcement && <p key={messages.length}>{announcement}</p>}
      </div>
    </div>
  );
}
