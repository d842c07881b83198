import { LifeBuoy, X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { useRef } from "react";
import { ChatComposer } from "./chat-composer";
import { ChatMessageList } from "./chat-message-list";
import { useChatConversation } from "./use-chat-conversation";

/**
 * The chat window (spec part 1 §2): a modal 380 px wide and at most 600 px tall at the bottom right, titled
 * "Microfile Support". Focus stays inside while it is open; the close icon, Escape or a click outside closes it.
 */
export function SupportChatDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { messages, isWaiting, send } = useChatConversation();
  const input = useRef<HTMLTextAreaElement>(null);

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/20 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            input.current?.focus();
          }}
          className="fixed right-4 bottom-4 z-50 flex h-[600px] max-h-[calc(100dvh-2rem)] w-[380px] max-w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-xl border bg-background shadow-2xl data-[state=closed]:animate-fade-out data-[state=open]:animate-slide-in-bottom sm:right-6 sm:bottom-24"
        >
          <header className="flex items-center gap-3 border-b bg-primary px-4 py-3 text-primary-foreground">
            <LifeBuoy className="size-5 shrink-0" aria-hidden />
            <div className="min-w-0 flex-1">
              <DialogPrimitive.Title className="text-base font-semibold leading-tight">
                Microfile Support
              </DialogPrimitive.Title>
              <DialogPrimitive.Description className="text-xs text-primary-foreground/85">
                Ask a question, or type 'contact support' to open a ticket.
              </DialogPrimitive.Description>
            </div>
            <DialogPrimitive.Close
              aria-label="Close support chat"
              className="rounded-md p-1 text-primary-foreground/85 transition-colors hover:bg-primary-foreground/15 hover:text-primary-foreground focus-visible:outline-2 focus-visible:outline-primary-foreground"
            >
              <X className="size-5" aria-hidden />
            </DialogPrimitive.Close>
          </header>
          <ChatMessageList messages={messages} isWaiting={isWaiting} onAsk={send} />
          <ChatComposer onSend={send} inputRef={input} />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
