import { useIsFetching, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { AdminFiling, AdminHealth, AdminPayment, AdminSubmission, AdminSummary } from "../../core/contracts";
import { queryKeys } from "./query-keys";
import { apiJson } from "./request";

const SUMMARY = queryKeys.adminSummary[0];
const FILINGS = queryKeys.adminFilings[0];
const PAYMENTS = queryKeys.adminPayments[0];
const HEALTH = queryKeys.adminHealth[0];
const SUBMISSIONS = queryKeys.adminSubmissions[0];
const SEARCH = queryKeys.adminSearch(null)[0];

/** Every read of the dashboard, by the path its query key starts with. */
const DASHBOARD_PATHS: readonly string[] = [SUMMARY, FILINGS, PAYMENTS, HEALTH, SEARCH, SUBMISSIONS];
const isDashboardQuery = (query: { queryKey: readonly unknown[] }) =>
  DASHBOARD_PATHS.includes(String(query.queryKey[0]));

/** The Refresh button: reads every dashboard query on screen again (a search that is on included). */
export function useRefreshDashboard() {
  const queryClient = useQueryClient();
  const fetching = useIsFetching({ predicate: isDashboardQuery });
  return {
    refresh: () => queryClient.refetchQueries({ predicate: isDashboardQuery, type: "active" }),
    isRefreshing: fetching > 0,
  };
}

/** Summary, filings, payments, health and submissions, each its own query. */
export function useAdminDashboard() {
  const summary = useQuery({
    queryKey: queryKeys.adminSummary,
    queryFn: ({ signal }) => apiJson<{ data: AdminSummary }>("GET", SUMMARY, undefined, { signal }),
    select: (body) => body.data,
  });
  const filings = useQuery({
    queryKey: queryKeys.adminFilings,
    queryFn: ({ signal }) => apiJson<{ rows: AdminFiling[] }>("GET", FILINGS, undefined, { signal }),
    select: (body) => body.rows,
  });
  const payments = useQuery({
    queryKey: queryKeys.adminPayments,
    queryFn: ({ signal }) => apiJson<{ rows: AdminPayment[] }>("GET", PAYMENTS, undefined, { signal }),
    select: (body) => body.rows,
  });
  const health = useQuery({
    queryKey: queryKeys.adminHealth,
    queryFn: ({ signal }) => apiJson<{ health: AdminHealth }>("GET", HEALTH, undefined, { signal }),
    select: (body) => body.health,
  });
  const submissions = useQuery({
    queryKey: queryKeys.adminSubmissions,
    queryFn: ({ signal }) => apiJson<{ rows: AdminSubmission[] }>("GET", SUBMISSIONS, undefined, { signal }),
    select: (body) => body.rows,
  });
  const queries = [summary, filings, payments, health, submissions];
  return {
    summary,
    filings,
    payments,
    health,
    submissions,
    /** The first read that failed, for the access check (401/403). */
    firstError: queries.find((q) => q.isError)?.error ?? null,
  };
}

/**
 * `GET /api/admin/search?q=` for the submitted text (null: no search, no call). A failure is only logged
 * (spec part 2 §8); the table then keeps showing the latest filings.
 */
export function useFilingSearch(q: string | null) {
  const search = useQuery({
    queryKey: queryKeys.adminSearch(q),
    queryFn: ({ signal }) =>
      apiJson<{ ok: boolean; rows: AdminFiling[] }>("GET", `${SEARCH}?q=${encodeURIComponent(q ?? "")}`, undefined, {
        signal,
      }),
    select: (body) => body.rows,
    enabled: q !== null,
  });
  useEffect(() => {
    if (search.error) console.error("Admin search failed", search.error);
  }, [search.error]);
  return {
    results: q !== null && search.data ? search.data : null,
    isSearching: q !== null && search.isFetching,
    refetch: () => (q !== null ? search.refetch() : Promise.resolve()),
  };
}
