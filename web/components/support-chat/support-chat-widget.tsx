import { FloatingChatButton } from "./floating-chat-button";
import { useSupportChat } from "./support-chat-context";
import { SupportChatDialog } from "./support-chat-dialog";

/** The floating button and the chat window it opens; the Help buttons open the same window through the context. */
export function SupportChatWidget() {
  const { isOpen, open, setOpen } = useSupportChat();
  return (
    <>
      <FloatingChatButton onClick={open} isOpen={isOpen} />
      <SupportChatDialog open={isOpen} onOpenChange={setOpen} />
    </>
  );
}
