import { addMonths, endOfMonth, type IsoDate, minIsoDate, type Period, startOfMonth } from "../dates";
import { add, neg, type Pence, sub, sum } from "../money";
import { postingTarget } from "./ledger";
import type { AccountsTransaction } from "./types";

export interface MonthlyPoint {
  /** "YYYY-MM" */
  month: string;
  /** The month's last day, or the period end in the last month. */
  monthEnd: IsoDate;
  /** Income categories, net of refunds. */
  income: Pence;
  /** Expense categories, net of refunds, positive. */
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

/** Income, expenses and the cash balance month by month, for charts. */
export function monthlySeries(
  periodTransactions: readonly AccountsTransaction[],
  period: Period,
  openingCash: Pence,
): MonthlyPoint[] {
  let cash = openingCash;
  return monthsOf(period).map((first) => {
    const month = first.slice(0, 7);
    const ts = periodTransactions.filter((t) => t.date.slice(0, 7) === month);
    const byKind = (kind: "income" | "expense") =>
      sum(ts.filter((t) => postingTarget(t.categoryId).kind === kind).map((t) => t.amount));
    const income = byKind("income");
    const expenses = neg(byKind("expense"));
    cash = add(cash, sum(ts.map((t) => t.amount)));
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
