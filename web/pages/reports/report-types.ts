import type { CompanyReports } from "../../../core/contracts";

/** The reports a page can show before they arrive: the P&L and balance sheet are waited for, these are not. */
type ShownWhileLoading = "corporationTax" | "deadlines" | "monthly";

/**
 * The reports one page shows, whether the visitor's own or the sample company's: core/contracts' answers (what the
 * reports API sends), those of ShownWhileLoading undefined until they arrive.
 */
export type ReportSet = Omit<CompanyReports, ShownWhileLoading> & {
  [K in ShownWhileLoading]: CompanyReports[K] | undefined;
};
