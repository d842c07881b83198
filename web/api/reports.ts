import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type {
  BalanceSheetReport,
  CorporationTaxReport,
  DeadlinesReport,
  DrilldownRow,
  LineExplanation,
  MonthlyReport,
  ProfitLossReport,
  SampleReports,
} from "../../core/contracts";
import { periodReportQuery, withPeriod } from "./periods";
import { isReportKey, queryKeys } from "./query-keys";
import { apiJson } from "./request";

/** Refreshes every report (after the company's settings, period or opening balances change). */
export function invalidateReports(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => isReportKey(query.queryKey) });
}

/**
 * Pages that change transactions refresh the two reports the spec names (profit and loss, balance sheet). The tax,
 * deadlines, chart series and drill-downs come from the same accounts, so they follow each new profit and loss.
 */
function useFollowProfitLoss(updatedAt: number): void {
  const queryClient = useQueryClient();
  const seen = useRef(0);
  useEffect(() => {
    if (updatedAt === 0) return;
    const first = seen.current === 0;
    seen.current = updatedAt;
    if (first) return;
    for (const key of [queryKeys.corporationTax, queryKeys.deadlines, queryKeys.monthly, queryKeys.drilldowns]) {
      void queryClient.invalidateQueries({ queryKey: key });
    }
  }, [updatedAt, queryClient]);
}

/** The current company's reports, each its own read (`GET /api/reports/...`). */
export function useOwnReports(enabled: boolean, period?: string) {
  const read = <T>(key: readonly string[]) => ({ ...periodReportQuery<T>(key, period), enabled });
  const profitLoss = useQuery(read<ProfitLossReport>(queryKeys.profitLoss));
  const balanceSheet = useQuery(read<BalanceSheetReport>(queryKeys.balanceSheet));
  const corporationTax = useQuery(read<CorporationTaxReport>(queryKeys.corporationTax));
  const deadlines = useQuery(read<DeadlinesReport>(queryKeys.deadlines));
  const monthly = useQuery(read<MonthlyReport>(queryKeys.monthly));
  useFollowProfitLoss(profitLoss.dataUpdatedAt);
  return { profitLoss, balanceSheet, corporationTax, deadlines, monthly };
}

/** The built-in sample company's reports, from one public call (`GET /api/reports/sample`). */
export function useSampleReports(enabled: boolean) {
  return useQuery<SampleReports>({ queryKey: queryKeys.sampleReports, enabled });
}

/** The transactions behind one report line (the sample company's when `sample`; `period`: `?period=`). */
export function useDrilldown(line: string | null, sample: boolean, period?: string) {
  return useQuery<DrilldownRow[]>({
    queryKey: [...queryKeys.drilldown(line ?? "", sample), ...(period ? [{ period }] : [])],
    enabled: line !== null,
    queryFn: ({ signal }) => {
      const path = sample ? "/api/reports/sample/drilldown" : "/api/reports/drilldown";
      const url = withPeriod(`${path}?line=${encodeURIComponent(line ?? "")}`, sample ? undefined : period);
      return apiJson<DrilldownRow[]>("GET", url, undefined, { signal });
    },
  });
}

/** `GET /api/reports/explain`: the year-end adjustments and opening items behind a line, with notes (signed in). */
export function useLineExplanation(line: string | null, period: string | undefined, enabled: boolean) {
  return useQuery<LineExplanation>({
    queryKey: ["/api/reports/explain", line ?? "", ...(period ? [{ period }] : [])],
    enabled: enabled && line !== null,
    queryFn: ({ signal }) =>
      apiJson<LineExplanation>(
        "GET",
        withPeriod(`/api/reports/explain?line=${encodeURIComponent(line ?? "")}`, period),
        undefined,
        {
          signal,
        },
      ),
  });
}
