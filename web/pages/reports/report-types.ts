import type {
  BalanceSheetReport,
  CorporationTaxReport,
  DeadlinesReport,
  MonthlyReport,
  ProfitLossReport,
} from "../../../core/contracts";

/**
 * The reports one page shows, whether the visitor's own or the sample company's. The answers themselves are
 * core/contracts' (what the reports API sends); the ones a page can show before they arrive may be undefined.
 */
export interface ReportSet {
  profitLoss: ProfitLossReport;
  balanceSheet: BalanceSheetReport;
  corporationTax: CorporationTaxReport | undefined;
  deadlines: DeadlinesReport | undefined;
  monthly: MonthlyReport | undefined;
}
