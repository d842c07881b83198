import { lazy, Suspense } from "react";
import { useHydrated } from "../../hooks/use-hydrated";

// Its own chunk: the chat and core/support's machine load beside the page, never in its way. The machine is imported
// from its own modules, not core/support's index, so the knowledge base (server-side search) stays out of the bundle.
const SupportChatWidget = lazy(async () => ({ default: (await import("./support-chat-widget")).SupportChatWidget }));

/**
 * Mounted by <SupportChatProvider>, so the chat is on every page without touching app.tsx. Not part of a page the
 * server draws: it mounts once the app has hydrated that page (its history is in the browser's storage).
 */
export function LazySupportChatWidget() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <SupportChatWidget />
    </Suspense>
  );
}
