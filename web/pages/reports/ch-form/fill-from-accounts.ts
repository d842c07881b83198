import { ACCOUNTS_NON_MONEY_KEYS, type BalanceSheet, openingBalancesFromWholePounds } from "../../../../core/accounts";
import type { BalanceSheetReport, CompanyDto } from "../../../../core/contracts";
import { type ChFormDraft, chFormFromAccounts } from "../../../../core/filing";
import { fromPoundsNumber } from "../../../../core/money";

/**
 * Glue for "Fill from my accounts": the API sends the balance sheet in pounds, core's chFormFromAccounts reads pence.
 * This walks the report back to pence (the exact inverse of core's toPoundsJson with the same non-money keys).
 */
function toPence(value: unknown, key: string | null): unknown {
  if (typeof value === "number") {
    if (key !== null && ACCOUNTS_NON_MONEY_KEYS.has(key)) return value;
    const p = fromPoundsNumber(value);
    if (p === null) throw new RangeError(`${key}: not an amount (${value})`);
    return p;
  }
  if (Array.isArray(value)) return value.map((item) => toPence(item, key));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toPence(v, k)]));
  }
  return value;
}

/** The balance sheet in pence, or null when there is none yet (no period). */
export function balanceSheetFromReport(report: BalanceSheetReport): BalanceSheet | null {
  if (!report.micro || !report.period.endDate) return null;
  return toPence(report, null) as BalanceSheet;
}

export interface FillResult {
  draft: ChFormDraft;
  notes: string[];
}

export interface FillContext {
  balanceSheet: BalanceSheetReport;
  openingBalances: CompanyDto["openingBalances"];
  directors: string[];
  averageEmployees: number;
  /**
   * The company's first period (incorporated within it): no previous financial year, so the form's prior-year boxes
   * stay blank whatever opening figures were typed (CA 2006 Sch 1 para 7 via SI 2008/409).
   */
  firstPeriod?: boolean;
}

/**
 * The current year from the balance sheet, the prior year from the opening balances (core's maths); the balance
 * sheet date, and the director and employees when the form has none yet. Statements and approval stay the person's.
 */
export function fillFromAccounts(draft: ChFormDraft, ctx: FillContext): FillResult | null {
  const balanceSheet = balanceSheetFromReport(ctx.balanceSheet);
  if (!balanceSheet) return null;
  const opening = ctx.firstPeriod ? null : openingBalancesFromWholePounds(ctx.openingBalances);
  const fill = chFormFromAccounts(balanceSheet, opening);
  const director = ctx.directors[0] ?? "";
  return {
    draft: {
      ...draft,
      ...fill.amounts,
      balanceSheetDate: fill.balanceSheetDate,
      directorName: draft.directorName.trim() === "" ? director : draft.directorName,
      averageEmployees: String(ctx.averageEmployees),
    },
    notes: fill.notes,
  };
}
