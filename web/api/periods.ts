import { type QueryKey, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ClosePeriodBody, ClosePeriodResponse, PeriodsList, ReopenPeriodResponse } from "../../core/contracts";
import { queryKeys } from "./query-keys";
import { apiJson } from "./request";

/** A URL with `name=value` added to its query; left as it is without a value. */
export function withQuery(url: string, name: string, value: string | null | undefined): string {
  if (!value) return url;
  return `${url}${url.includes("?") ? "&" : "?"}${name}=${encodeURIComponent(value)}`;
}

/** A URL with `period=` added (or left as it is for the current period). */
export function withPeriod(url: string, period: string | undefined): string {
  return withQuery(url, "period", period);
}

/**
 * A report read for one period: the current period's key is the path alone (so existing invalidations find it);
 * another period's adds `{ period }` after the path and reads `?period=`.
 */
export function periodReportQuery<T>(key: readonly string[], period: string | undefined) {
  const path = key.join("/");
  return {
    queryKey: (period ? [...key, { period }] : [...key]) as QueryKey,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiJson<T>("GET", withPeriod(path, period), undefined, { signal }),
  };
}

/** `GET /api/periods`: the closed periods, earliest first, and the open one. */
export function usePeriods(enabled = true) {
  return useQuery<PeriodsList>({ queryKey: queryKeys.periods, enabled });
}

/**
 * Closing or reopening moves the company to another period: its settings, opening balances, adjustments and every
 * report change, so all of them are read again.
 */
async function refreshAfterPeriodChange(queryClient: ReturnType<typeof useQueryClient>): Promise<void> {
  await queryClient.invalidateQueries();
}

/**
 * `POST /api/periods/close` (nextPeriodEnd: the chosen end; absent: 12 months). `onSuccess` runs before the refresh,
 * while the caller is still mounted (the refresh can remove the very period it shows).
 */
export function useClosePeriod(options: { onSuccess?: (res: ClosePeriodResponse) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClosePeriodBody) => apiJson<ClosePeriodResponse>("POST", "/api/periods/close", body),
    onSuccess: (res) => {
      options.onSuccess?.(res);
      return refreshAfterPeriodChange(queryClient);
    },
  });
}

/** `POST /api/periods/{id}/reopen`; answers what it undid. `onSuccess` runs before the refresh, as above. */
export function useReopenPeriod(options: { onSuccess?: (res: ReopenPeriodResponse) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<ReopenPeriodResponse>("POST", `/api/periods/${encodeURIComponent(id)}/reopen`),
    onSuccess: (res) => {
      options.onSuccess?.(res);
      return refreshAfterPeriodChange(queryClient);
    },
  });
}
