import { queryKeys } from "./api/query-keys";
import { getQueryFn } from "./api/request";
import { firstScreenQueryFn } from "./api/transactions";
import { queryClient } from "./query-client";
import { ShellRoutes } from "./router";

/**
 * Starts what the page at the address needs before React renders: the signed-in person, and for /transactions its
 * code and its first screen of rows. They then travel beside the app's own code instead of after it; the
 * page's queries find them in flight or done (same keys and query functions). What the server wrote into the page
 * (web/page-data.ts) is in the cache already and is not asked for again.
 */
export function preloadFor(pathname: string): void {
  void queryClient.prefetchQuery({ queryKey: queryKeys.authUser, queryFn: getQueryFn({ on401: "returnNull" }) });
  if (pathname !== "/transactions") return;
  void transactionsPageCode();
  void queryClient.prefetchQuery({
    queryKey: queryKeys.transactionsFirstScreen,
    queryFn: firstScreenQueryFn(queryClient),
  });
}

/**
 * Loads the code of the Transactions page and the shell around it, both pages' `lazyPage.preload`, so a render after
 * it shows them at once. When the server drew the page (web/server-entry.tsx, which calls this too), main.tsx waits for
 * this before hydrating the drawing, so nothing suspends and the drawn rows stay, never a loading frame.
 */
export async function transactionsPageCode(): Promise<void> {
  // The page's own chunk is fetched beside the shell's; its preload then finds it loaded.
  const [routes] = await Promise.all([
    import("./shell-routes"),
    ShellRoutes.preload(),
    import("./pages/transactions/transactions-page"),
  ]);
  await routes.TransactionsPage.preload();
}
