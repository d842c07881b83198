import { CATEGORIES, type CategoryId, getCategory, type MicroLine } from "../categories";
import type { IsoDate } from "../dates";
import { add, type Pence, sub, sum, ZERO } from "../money";
import type { CategoryBreakdown } from "./category-breakdown";
import type { Ledger } from "./ledger";
import type { AccountsTransaction } from "./types";

export interface ProfitAndLossCategoryLine {
  categoryId: CategoryId;
  categoryName: string;
  transactionCount: number;
  /** Income: money in net of refunds. Expenses: money out net of refunds, shown positive. */
  amount: Pence;
}

export interface ProfitAndLossSection {
  categories: ProfitAndLossCategoryLine[];
  total: Pence;
}

/** The statutory micro-entity profit and loss format (SI 2008/409 Sch 1 Section C), lines A–H. */
export interface MicroProfitAndLoss {
  turnover: Pence;
  otherIncome: Pence;
  costOfRawMaterialsAndConsumables: Pence;
  staffCosts: Pence;
  depreciationAndOtherAmountsWrittenOff: Pence;
  otherCharges: Pence;
  profitBeforeTax: Pence;
  tax: Pence;
  profitAfterTax: Pence;
}

export const MICRO_PROFIT_AND_LOSS_LABELS: Record<keyof MicroProfitAndLoss, string> = {
  turnover: "A Turnover",
  otherIncome: "B Other income",
  costOfRawMaterialsAndConsumables: "C Cost of raw materials and consumables",
  staffCosts: "D Staff costs",
  depreciationAndOtherAmountsWrittenOff: "E Depreciation and other amounts written off assets",
  otherCharges: "F Other charges",
  profitBeforeTax: "Profit or loss before tax",
  tax: "G Tax",
  profitAfterTax: "H Profit or loss",
};

export interface ProfitAndLoss {
  period: { startDate: IsoDate; endDate: IsoDate };
  income: ProfitAndLossSection;
  expenses: ProfitAndLossSection;
  /** The spec's report figure: categorised income − categorised expenses, before depreciation and tax. */
  netProfit: Pence;
  uncategorizedCount: number;
  needsReviewCount: number;
  depreciation: Pence;
  /**
   * Fixed assets sold or scrapped: proceeds less carrying amount (FRS 105 s17.30), a profit within line B (other
   * income), a loss within line E (amounts written off assets); both positive, never netted against additions.
   * Present when the period disposed of any.
   */
  disposals?: { profit: Pence; loss: Pence };
  profitBeforeTax: Pence;
  tax: Pence;
  profitAfterTax: Pence;
  micro: MicroProfitAndLoss;
}

/** The section's lines as the P&L has always shown them: id, name, number of bank lines, amount. */
function section(breakdowns: readonly CategoryBreakdown[], kind: "income" | "expense"): ProfitAndLossSection {
  const categories = breakdowns
    .filter((b) => b.kind === kind)
    .map((b) => ({
      categoryId: b.categoryId,
      categoryName: getCategory(b.categoryId)?.name ?? b.categoryId,
      transactionCount: b.transactionCount,
      amount: b.amount,
    }));
  return { categories, total: sum(categories.map((c) => c.amount)) };
}

/** The total of the category lines that feed one micro-entity line, as the section shows them (positive). */
function microLine(s: ProfitAndLossSection, line: MicroLine): Pence {
  return sum(
    s.categories.filter((c) => CATEGORIES.find((k) => k.id === c.categoryId)?.line === line).map((c) => c.amount),
  );
}

export interface ProfitAndLossExtras {
  depreciation: Pence;
  /** Profits and losses on disposals of fixed assets (core/accounts/disposals); none when missing. */
  disposals?: { profit: Pence; loss: Pence };
  tax: Pence;
  uncategorizedCount: number;
  needsReview: (t: AccountsTransaction) => boolean;
}

/**
 * Profit and loss of the period: only income and expense categories (net of VAT, with year-end adjustments and
 * opening items); equipment, loans, equity and transfers are not profit.
 */
export function buildProfitAndLoss(
  ledger: Ledger,
  breakdowns: readonly CategoryBreakdown[],
  period: { start: IsoDate; end: IsoDate },
  extras: ProfitAndLossExtras,
): ProfitAndLoss {
  const income = section(breakdowns, "income");
  const expenses = section(breakdowns, "expense");
  const netProfit = sub(income.total, expenses.total);
  const disposals = extras.disposals ?? { profit: ZERO, loss: ZERO };
  const profitBeforeTax = sub(add(sub(netProfit, extras.depreciation), disposals.profit), disposals.loss);
  const profitAfterTax = sub(profitBeforeTax, extras.tax);
  return {
    period: { startDate: period.start, endDate: period.end },
    income,
    expenses,
    netProfit,
    uncategorizedCount: extras.uncategorizedCount,
    needsReviewCount: ledger.transactions.filter(extras.needsReview).length,
    depreciation: extras.depreciation,
    ...(extras.disposals ? { disposals } : {}),
    profitBeforeTax,
    tax: extras.tax,
    profitAfterTax,
    micro: {
      turnover: microLine(income, "A Turnover"),
      otherIncome: add(microLine(income, "B Other income"), disposals.profit),
      costOfRawMaterialsAndConsumables: microLine(expenses, "C Cost of raw materials and consumables"),
      staffCosts: microLine(expenses, "D Staff costs"),
      depreciationAndOtherAmountsWrittenOff: add(extras.depreciation, disposals.loss),
      otherCharges: microLine(expenses, "F Other charges"),
      profitBeforeTax,
      tax: extras.tax,
      profitAfterTax,
    },
  };
}

/** Below this confidence a categorisation stage does not decide (core/categorise DEFAULT_THRESHOLD, 0.6). */
export const REVIEW_CONFIDENCE = 0.6;

/**
 * A categorised transaction needs review when the fallback ("default") stage chose it or its confidence is under
 * the threshold; a category the person set ("user") or their own rule ("rule") never does.
 */
export function defaultNeedsReview(t: AccountsTransaction): boolean {
  if (t.categoryId === null || t.stage === "user" || t.stage === "rule") return false;
  if (t.stage === "default" || t.stage === "needs_review") return true;
  return t.confidence !== null && t.confidence !== undefined && t.confidence < REVIEW_CONFIDENCE;
}
