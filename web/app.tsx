import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useEffect } from "react";
import { CookieBanner } from "./components/cookie-banner/cookie-banner";
import { SupportChatProvider } from "./components/support-chat/support-chat-context";
import { Toaster } from "./components/ui/toaster";
import { useHydrated } from "./hooks/use-hydrated";
import { replayEarlyClick } from "./lib/early-clicks";
import { queryClient } from "./query-client";
import { AppRouter } from "./router";

/**
 * Providers shared by every page, the routes, and what floats above them (notifications, cookie banner).
 * Tooltips get their provider from the layouts (AppShell, PublicLayout), which keeps the landing page light.
 * The browser's app uses the one query client; a page drawn on the server gets a client of its own per request.
 */
export function App({ client = queryClient }: { client?: QueryClient }) {
  const hydrated = useHydrated();
  // The render that enables a drawn page's controls: a button pressed before it is pressed again now.
  useEffect(() => {
    if (hydrated) replayEarlyClick();
  }, [hydrated]);
  return (
    <QueryClientProvider client={client}>
      <SupportChatProvider>
        <AppRouter />
        <Toaster />
        <CookieBanner />
      </SupportChatProvider>
    </QueryClientProvider>
  );
}
