import { getCategory } from "../categories";
import { addMonths, endOfMonth, type IsoDate, minIsoDate, type Period, startOfMonth } from "../dates";
import { add, neg, type Pence, sub, sum } from "../money";
import { groupBy } from "./group-by";
import type { PlPosting } from "./postings";
import type { AccountsTransaction } from "./types";

export interface MonthlyPoint {
  /** "YYYY-MM" */
  month: string;
  /** The month's last day, or the period end in the last month. */
  monthEnd: IsoDate;
  /** Income categories, net of refunds and VAT (opening items in the first month, adjustments in the last). */
  income: Pence;
  /** Expense categories, net of refunds and VAT, positive (opening items in the first month, adjustments in the last). */
  expenses: Pence;
  net: Pence;
  /** Opening cash plus every transaction of the period up to the month end. */
  cashBalance: Pence;
}

function monthsOf(period: Period): IsoDate[] {
  const months: IsoDate[] = [];
  for (let m = startOfMonth(period.start); m <= period.end; m = addMonths(m, 1)) months.push(m);
  return months;
}

/** Income, expenses and the cash balance month by month, for charts; they add up to the profit and loss lines. */
export function monthlySeries(
  periodTransactions: readonly AccountsTransaction[],
  postings: readonly PlPosting[],
  period: Period,
  openingCash: Pence,
): MonthlyPoint[] {
  let cash = openingCash;
  const postingsByMonth = groupBy(postings, (p) => p.month);
  const linesByMonth = groupBy(periodTransactions, (t) => t.date.slice(0, 7));
  return monthsOf(period).map((first) => {
    const month = first.slice(0, 7);
    const ps = postingsByMonth.get(month) ?? [];
    const byKind = (kind: "income" | "expense") =>
      sum(ps.filter((p) => getCategory(p.categoryId)?.kind === kind).map((p) => p.amount));
    const income = byKind("income");
    const expenses = neg(byKind("expense"));
    cash = add(cash, sum((linesByMonth.get(month) ?? []).map((t) => t.amount)));
    return {
      month,
      monthEnd: minIsoDate(endOfMonth(first), period.end),
      income,
      expenses,
      net: sub(income, expenses),
      cashBalance: cash,
    };
  });
}
