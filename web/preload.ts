import { queryKeys } from "./api/query-keys";
import { getQueryFn } from "./api/request";
import { firstScreenQueryFn } from "./api/transactions";
import { queryClient } from "./query-client";

/**
 * Starts what the page at the address needs before React renders: the signed-in person, and for /transactions its
 * code and its first screen of rows (issue 24). They then travel beside the app's own code instead of after it; the
 * page's queries find them in flight or done (same keys and query functions).
 */
export function preloadFor(pathname: string): void {
  void queryClient.prefetchQuery({ queryKey: queryKeys.authUser, queryFn: getQueryFn({ on401: "returnNull" }) });
  if (pathname !== "/transactions") return;
  void import("./shell-routes");
  void import("./pages/transactions/transactions-page");
  void queryClient.prefetchQuery({
    queryKey: queryKeys.transactionsFirstScreen,
    queryFn: firstScreenQueryFn(queryClient),
  });
}
