import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type {
  BalanceSheetReport,
  CorporationTaxReport,
  DeadlinesReport,
  MonthlyReport,
  ProfitLossReport,
  SampleReports,
} from "../../../core/contracts";
import { useAuth } from "../../api/auth";
import { reportKeys } from "./report-queries";
import type { ReportSet } from "./report-types";

export type ReportSetState =
  | { status: "loading" }
  | { status: "error"; error: unknown }
  | { status: "ready"; sample: SampleReports | null; reports: ReportSet };

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
    for (const key of [
      reportKeys.corporationTax,
      reportKeys.deadlines,
      reportKeys.monthly,
      ["/api/reports/drilldown"],
    ]) {
      void queryClient.invalidateQueries({ queryKey: key });
    }
  }, [updatedAt, queryClient]);
}

function useOwnReports(enabled: boolean) {
  const profitLoss = useQuery<ProfitLossReport>({ queryKey: reportKeys.profitLoss, enabled });
  const balanceSheet = useQuery<BalanceSheetReport>({ queryKey: reportKeys.balanceSheet, enabled });
  const corporationTax = useQuery<CorporationTaxReport>({ queryKey: reportKeys.corporationTax, enabled });
  const deadlines = useQuery<DeadlinesReport>({ queryKey: reportKeys.deadlines, enabled });
  const monthly = useQuery<MonthlyReport>({ queryKey: reportKeys.monthly, enabled });
  useFollowProfitLoss(profitLoss.dataUpdatedAt);
  return { profitLoss, balanceSheet, corporationTax, deadlines, monthly };
}

/**
 * Signed in: the current company's reports (profit and loss and balance sheet first; tax, deadlines and the chart
 * series fill in as they come). Signed out: the built-in sample company's, from one public call.
 */
export function useReportSet(): ReportSetState {
  const { user, isLoading: authLoading } = useAuth();
  const signedIn = user !== null;
  const own = useOwnReports(!authLoading && signedIn);
  const sample = useQuery<SampleReports>({ queryKey: reportKeys.sample, enabled: !authLoading && !signedIn });

  if (authLoading) return { status: "loading" };
  if (!signedIn) {
    if (sample.error) return { status: "error", error: sample.error };
    if (!sample.data) return { status: "loading" };
    return { status: "ready", sample: sample.data, reports: sample.data };
  }
  const error = own.profitLoss.error ?? own.balanceSheet.error;
  if (error) return { status: "error", error };
  if (!own.profitLoss.data || !own.balanceSheet.data) return { status: "loading" };
  return {
    status: "ready",
    sample: null,
    reports: {
      profitLoss: own.profitLoss.data,
      balanceSheet: own.balanceSheet.data,
      corporationTax: own.corporationTax.data,
      deadlines: own.deadlines.data,
      monthly: own.monthly.data,
    },
  };
}
