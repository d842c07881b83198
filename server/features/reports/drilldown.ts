import { z } from "zod";
import { type DrillDownKey, drillDown } from "../../../core/accounts";
import { CATEGORIES, categoryName } from "../../../core/categories";
import type { DrilldownRow } from "../../../core/contracts";
import { toPoundsNumber } from "../../../core/money";
import type { CompanyAccounts, CompanySettings } from "./accounts.service";

const categoryKeys = (kind: "income" | "expense", prefix: "income" | "expense") =>
  CATEGORIES.filter((c) => c.kind === kind).map((c) => `${prefix}:${c.id}` as DrillDownKey);

/** Every report line a person can open: core/accounts' drill-down keys (P&L categories and sections, A–F, balance sheet lines). */
export const DRILL_DOWN_KEYS: readonly DrillDownKey[] = [
  ...categoryKeys("income", "income"),
  ...categoryKeys("expense", "expense"),
  "income",
  "expenses",
  "micro:A",
  "micro:B",
  "micro:C",
  "micro:D",
  "micro:E",
  "micro:F",
  "cash",
  "fixed-assets",
  "dividends",
  "share-capital",
  "profit-and-loss-account",
  "stocks",
  "debtors",
  "other-current-assets",
  "other-creditors",
  "directors-loan",
  "corporation-tax",
  "vat",
  "loans",
  "uncategorised",
  "unmatched-transfers",
  "bank-overdraft",
];

export const DrilldownQuery = z.object({
  line: z.enum(DRILL_DOWN_KEYS as [DrillDownKey, ...DrillDownKey[]], {
    error: () => "must be a report line, such as income:sales, expense:rent-rates, cash or directors-loan",
  }),
});

/** The transactions behind one report line, in statement order; money in pounds, signed as the bank shows it. */
export function drilldownRows(ca: CompanyAccounts<CompanySettings>, line: DrillDownKey): DrilldownRow[] {
  if (!ca.accounts) return [];
  const ids = new Set(drillDown(ca.accounts, line));
  return ca.transactions
    .filter((t) => ids.has(t.id))
    .map((t) => ({
      id: t.id,
      date: t.date,
      description: t.description,
      amount: toPoundsNumber(t.amount),
      categoryId: t.storedCategoryId,
      category: categoryName(t.storedCategoryId),
      categoryConfidence: t.confidence ?? null,
      categoryReason: t.reason,
    }));
}
