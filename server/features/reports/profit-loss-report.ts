import { MICRO_PROFIT_AND_LOSS_LABELS, profitAndLossToJson } from "../../../core/accounts";
import type { ProfitAndLossJson, ProfitLossReport } from "../../../core/contracts";
import type { CompanyAccounts, CompanySettings } from "./accounts.service";
import { priorOf } from "./balance-sheet-report";

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
  const extra = { comparatives: priorOf(ca), periodStatus: ca.periodStatus };
  if (!ca.accounts) return { ...emptyProfitLoss(), hasTransactions: ca.transactions.length > 0, ...extra };
  const { start, end } = ca.accounts.period;
  return {
    ...profitAndLossToJson(ca.accounts.profitAndLoss),
    periodSource: ca.periodSource,
    outsidePeriodCount: ca.transactions.filter((t) => t.date < start || t.date > end).length,
    hasTransactions: ca.transactions.length > 0,
    ...extra,
  };
}
