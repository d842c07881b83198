import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type {
  BalanceSheetReport,
  CorporationTaxReport,
  DeadlinesReport,
  DrilldownRow,
  MonthlyReport,
  ProfitLossReport,
  SampleReports,
} from "../../core/contracts";
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
export function useOwnReports(enabled: boolean) {
  const profitLoss = useQuery<ProfitLossReport>({ queryKey: queryKeys.profitLoss, enabled });
  const balanceSheet = useQuery<BalanceSheetReport>({ queryKey: queryKeys.balanceSheet, enabled });
  const corporationTax = useQuery<CorporationTaxReport>({ queryKey: queryKeys.corporationTax, enabled });
  const deadlines = useQuery<DeadlinesReport>({ queryKey: queryKeys.deadlines, enabled });
  const monthly = useQuery<MonthlyReport>({ queryKey: queryKeys.monthly, enabled });
  useFollowProfitLoss(profitLoss.dataUpdatedAt);
  return { profitLoss, balanceSheet, corporationTax, deadlines, monthly };
}

/** The built-in sample company's reports, from one public call (`GET /api/reports/sample`). */
export function useSampleReports(enabled: boolean) {
  return useQuery<SampleReports>({ queryKey: queryKeys.sampleReports, enabled });
}

/** The transactions behind one report line (the sample company's when `sample`). */
export function useDrilldown(line: string | null, sample: boolean) {
  return useQuery<DrilldownRow[]>({
    queryKey: queryKeys.drilldown(line ?? "", sample),
    enabled: line !== null,
    queryFn: ({ signal }) => {
      const path = sample ? "/api/reports/sample/drilldown" : "/api/reports/drilldown";
      return apiJson<DrilldownRow[]>("GET", `${path}?line=${encodeURIComponent(line ?? "")}`, undefined, { signal });
    },
  });
}
