import type { ColumnPlan } from "./column-plan";
import { columnName } from "./headerless";
import type { BalanceTiming, ColumnRole, DetectedColumn, DetectedMapping, HeaderMap, PositiveAmounts } from "./types";

/** How the rows were read, beyond which column is which (see sign-and-order.ts). */
export interface ReadingChoice {
  timing: BalanceTiming | null;
  positive: PositiveAmounts | null;
}

/** The columns of a plan by role, in reading order; Wise's history reads its source amount. */
function planColumns(plan: ColumnPlan): [ColumnRole, number][] {
  const out: [ColumnRole, number][] = [];
  const add = (role: ColumnRole, i: number | null | undefined) => {
    if (i !== null && i !== undefined) out.push([role, i]);
  };
  add("date", plan.date);
  for (const i of plan.description) add("description", i);
  add("amount", plan.wiseHistory?.source);
  add("amount", plan.amount);
  add("debit", plan.debit);
  add("credit", plan.credit);
  add("flag", plan.flag);
  add("balance", plan.balance);
  return out;
}

const nameOf = (headers: readonly string[], i: number) => headers[i] || columnName(i);

/**
 * The mapping a person would send to read the file this way: a joined description is named by its first column, and
 * a reading is named only where it is not the usual one (a balance before each row, positive amounts as money out).
 */
export function mappingOf(
  headers: readonly string[],
  plan: ColumnPlan,
  reading: ReadingChoice | null = null,
): HeaderMap {
  const map: HeaderMap = {};
  for (const [role, i] of planColumns(plan)) map[role] ??= nameOf(headers, i);
  if (plan.balance !== null && reading?.timing === "before") map.balanceTiming = "before";
  if (reading?.positive === "out") map.positive = "out";
  return map;
}

const LABELS: Record<ColumnRole, string> = {
  date: "Date",
  description: "Description",
  amount: "Amount",
  debit: "Paid out",
  credit: "Paid in",
  flag: "Debit/credit flag",
  balance: "Balance",
};

/** "Date = column 1, Description = columns 2 + 3, Amount = column 4 (positive = money out), Balance = column 5 …" */
function summaryOf(columns: readonly DetectedColumn[], reading: ReadingChoice | null): string {
  const parts: string[] = [];
  for (const role of Object.keys(LABELS) as ColumnRole[]) {
    const numbers = columns.filter((c) => c.role === role).map((c) => c.column);
    if (numbers.length === 0) continue;
    let text = `${LABELS[role]} = ${numbers.length > 1 ? "columns" : "column"} ${numbers.join(" + ")}`;
    if (role === "amount" && reading?.positive === "out") text += " (positive = money out)";
    if (role === "balance" && reading?.timing) text += ` (${reading.timing} each row)`;
    parts.push(text);
  }
  return parts.join(", ");
}

export function detectedMappingOf(
  headers: readonly string[],
  plan: ColumnPlan,
  reading: ReadingChoice | null,
): DetectedMapping {
  const columns = planColumns(plan).map(([role, i]) => ({ role, column: i + 1, header: nameOf(headers, i) }));
  return {
    columns,
    balanceTiming: plan.balance === null ? null : (reading?.timing ?? null),
    positive: reading?.positive ?? null,
    summary: summaryOf(columns, reading),
  };
}
