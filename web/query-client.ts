import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api/request";

/**
 * Server data is owned by TanStack Query. Defaults from spec part 1 §7: no interval refetch, no refetch on window
 * focus, data never stale (mutations invalidate what they change), no retries for queries or mutations.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

export const queryClient = createQueryClient();
