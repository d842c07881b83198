import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { queryKeys } from "../../api/query-keys";

/** Query keys of the reports: the API paths (the default query function joins them into the URL). */
export const reportKeys = {
  profitLoss: queryKeys.profitLoss,
  balanceSheet: queryKeys.balanceSheet,
  corporationTax: ["/api/reports/corporation-tax"],
  deadlines: ["/api/reports/deadlines"],
  monthly: ["/api/reports/monthly"],
  sample: ["/api/reports/sample"],
  /** Not a path: the drill-down's own query function adds `?line=`. */
  drilldown: (line: string, sample: boolean) => ["/api/reports/drilldown", line, sample ? "sample" : "own"],
} as const;

const isReportKey = (key: QueryKey) => typeof key[0] === "string" && key[0].startsWith("/api/reports/");

/** Refreshes every report (after the company's settings, period or opening balances change). */
export function invalidateReports(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => isReportKey(query.queryKey) });
}
