import type { ChatMessage } from "../../../core/support/chat-machine";
import { cn } from "../../lib/cn";
import { SuggestedQuestions } from "./suggested-questions";

/** One line of the conversation: the bot's on the left, the person's on the right, with the bot's suggestions. */
export function ChatMessageBubble({ message, onAsk }: { message: ChatMessage; onAsk: (question: string) => void }) {
  const fromBot = message.from === "bot";
  return (
    <li className={cn("flex flex-col gap-2", fromBot ? "items-start" : "items-end")}>
      <p
        className={cn(
          "max-w-[85%] rounded-2xl px-3.5 py-2 text-sm leading-relaxed break-words whitespace-pre-line",
          fromBot ? "rounded-bl-sm bg-muted text-foreground" : "rounded-br-sm bg-primary text-primary-foreground",
        )}
      >
        <span className="sr-only">{fromBot ? "Microfile Support: " : "You: "}</span>
        {message.text}
      </p>
      {fromBot && message.suggestedFaqs && message.suggestedFaqs.length > 0 && (
        <SuggestedQuestions questions={message.suggestedFaqs} onAsk={onAsk} />
      )}
    </li>
  );
}
