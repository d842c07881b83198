import type { SampleReports } from "../../../core/contracts";
import { useAuth } from "../../api/auth";
import { useOwnReports, useSampleReports } from "../../api/reports";
import { useReportPeriod } from "./periods/use-report-period";
import type { ReportSet } from "./report-types";

export type ReportSetState =
  | { status: "loading" }
  | { status: "error"; error: unknown }
  | { status: "ready"; sample: SampleReports | null; reports: ReportSet };

/**
 * Signed in: the current company's reports, each filling in as its own answer arrives (the page is shown at once and
 * each section says it is loading until then), of the period in the URL (`?period=`; absent: the current one).
 * Signed out: the built-in sample company's, from one public call.
 */
export function useReportSet(): ReportSetState {
  const { user, isLoading: authLoading } = useAuth();
  const signedIn = user !== null;
  const { period } = useReportPeriod();
  const own = useOwnReports(!authLoading && signedIn, period);
  const sample = useSampleReports(!authLoading && !signedIn);

  if (authLoading) return { status: "loading" };
  if (!signedIn) {
    if (sample.error) return { status: "error", error: sample.error };
    if (!sample.data) return { status: "loading" };
    return { status: "ready", sample: sample.data, reports: sample.data };
  }
  const error = own.profitLoss.error ?? own.balanceSheet.error;
  if (error) return { status: "error", error };
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
