import type { CompanyReports } from "../../../core/contracts";

/**
 * The reports one page shows, whether the visitor's own or the sample company's: core/contracts' answers (what the
 * reports API sends), each undefined until it arrives. Every section says it is loading and fills in as its own
 * answer comes, so a slow one never holds back the figures that have arrived.
 */
export type ReportSet = { [K in keyof CompanyReports]: CompanyReports[K] | undefined };
