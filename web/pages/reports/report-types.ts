import type { CompanyReports } from "../../../core/contracts";

/**
 * The reports a page shows before they arrive: each section says it is loading and fills in as its own answer comes,
 * so a slow one never holds back the figures that have arrived.
 */
type ShownWhileLoading = "profitLoss" | "balanceSheet" | "corporationTax" | "deadlines" | "monthly";

/**
 * The reports one page shows, whether the visitor's own or the sample company's: core/contracts' answers (what the
 * reports API sends), those of ShownWhileLoading undefined until they arrive.
 */
export type ReportSet = Omit<CompanyReports, ShownWhileLoading> & {
  [K in ShownWhileLoading]: CompanyReports[K] | undefined;
};
