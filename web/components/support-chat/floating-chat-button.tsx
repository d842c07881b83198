import { MessageCircle } from "lucide-react";

/**
 * The round button at the bottom right of every page that opens the support chat. Pages leave room for it below
 * their content; while the cookie banner is up, the button sits above it (--cookie-banner-height), never under it.
 */
export function FloatingChatButton({ onClick, isOpen }: { onClick: () => void; isOpen: boolean }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label="Open support chat"
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      className="fixed right-4 bottom-[calc(var(--cookie-banner-height,0px)+1rem)] z-45 grid size-14 place-content-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform hover:scale-105 hover:bg-primary/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:right-6 sm:bottom-[calc(var(--cookie-banner-height,0px)+1.5rem)] print:hidden"
    >
      <MessageCircle className="size-6" aria-hidden />
    </button>
  );
}
