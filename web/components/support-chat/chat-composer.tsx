import { SendHorizontal } from "lucide-react";
import { type FormEvent, type KeyboardEvent, type Ref, useState } from "react";
import { cn } from "../../lib/cn";
import { Button } from "../ui/button";

export const CHAT_PLACEHOLDER = "Ask about CSV upload, categorising or reports…";

/**
 * Enter sends; Shift+Enter starts a new line, as the chat's own answers tell people (a ticket's email, subject and
 * description may be sent on three lines). Enter while an input method is still composing a word does not send.
 */
export function sendsOnKey(event: Pick<KeyboardEvent, "key" | "shiftKey" | "nativeEvent">): boolean {
  return event.key === "Enter" && !event.shiftKey && !(event.nativeEvent as { isComposing?: boolean }).isComposing;
}

/** The text box (several lines) and Send button; Enter sends too, and a blank message is ignored. */
export function ChatComposer({
  onSend,
  inputRef,
}: {
  onSend: (text: string) => void;
  inputRef?: Ref<HTMLTextAreaElement>;
}) {
  const [text, setText] = useState("");

  const send = () => {
    if (text.trim() === "") return;
    onSend(text);
    setText("");
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!sendsOnKey(event)) return;
    event.preventDefault();
    send();
  };

  return (
    <form onSubmit={submit} className="flex items-end gap-2 border-t p-3">
      <textarea
        ref={inputRef}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={CHAT_PLACEHOLDER}
        aria-label="Your message"
        aria-description="Enter sends; Shift+Enter starts a new line."
        autoComplete="off"
        maxLength={2000}
        rows={1}
        className={cn(
          "field-sizing-content max-h-32 min-h-9 w-full min-w-0 resize-none rounded-md border border-input bg-background",
          "px-3 py-2 text-sm shadow-xs transition-colors placeholder:text-muted-foreground",
          "focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40",
        )}
      />
      <Button type="submit">
        <SendHorizontal aria-hidden />
        Send
      </Button>
    </form>
  );
}
