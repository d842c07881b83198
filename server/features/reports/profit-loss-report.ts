import { MICRO_PROFIT_AND_LOSS_LABELS, type ProfitAndLoss, profitAndLossToJson } from "../../../core/accounts";
import type { PoundsJson } from "../../../core/tax";
import type { CompanyAccounts, CompanySettings } from "./accounts.service";
import type { PeriodSource } from "./company-period";

type ProfitAndLossJson = PoundsJson<ProfitAndLoss>;

/** GET /api/reports/profit-loss: the spec's shape (part 2 §3) plus the statutory lines; money in pounds. */
export type ProfitLossReport = Omit<ProfitAndLossJson, "period"> & {
  period: { startDate: string | null; endDate: string | null };
  periodSource: PeriodSource | null;
  /** Active transactions of the company dated outside the period (left out of every figure). */
  outsidePeriodCount: number;
  hasTransactions: boolean;
};

const emptySection = () => ({ categories: [], total: 0 });

function emptyProfitLoss(): ProfitLossReport {
  const micro = Object.fromEntries(
    Object.keys(MICRO_PROFIT_AND_LOSS_LABELS).map((k) => [k, 0]),
  ) as ProfitAndLossJson["micro"];
  return {
    period: { startDate: null, endDate: null },
    income: emptySection(),
    expenses: emptySection(),
    netProfit: 0,
    uncategorizedCount: 0,
    needsReviewCount: 0,
    depreciation: 0,
    profitBeforeTax: 0,
    tax: 0,
    profitAfterTax: 0,
    micro,
    periodSource: null,
    outsidePeriodCount: 0,
    hasTransactions: false,
  };
}

export function profitLossReport(ca: CompanyAccounts<CompanySettings>): ProfitLossReport {
  if (!ca.accounts) return { ...emptyProfitLoss(), hasTransactions: ca.transactions.length > 0 };
  return {
    ...profitAndLossToJson(ca.accounts.profitAndLoss),
    periodSource: ca.periodSource,
    outsidePeriodCount: ca.accounts.ledger.outsidePeriod,
    hasTransactions: ca.transactions.length > 0,
  };
}
