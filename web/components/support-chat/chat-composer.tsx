import { SendHorizontal } from "lucide-react";
import { type FormEvent, type Ref, useState } from "react";
import { Button } from "../ui/button";
import { Input } from "../ui/input";

export const CHAT_PLACEHOLDER = "Ask about CSV upload, categorising or reports…";

/** The text box and Send button; Enter sends too, and a blank line is ignored. */
export function ChatComposer({
  onSend,
  inputRef,
}: {
  onSend: (text: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const [text, setText] = useState("");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === "") return;
    onSend(text);
    setText("");
  };

  return (
    <form onSubmit={submit} className="flex items-center gap-2 border-t p-3">
      <Input
        ref={inputRef}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={CHAT_PLACEHOLDER}
        aria-label="Your message"
        autoComplete="off"
        maxLength={2000}
      />
      <Button type="submit">
        <SendHorizontal aria-hidden />
        Send
      </Button>
    </form>
  );
}
