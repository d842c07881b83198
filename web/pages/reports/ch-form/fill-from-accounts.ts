import {
  ACCOUNTS_NON_MONEY_KEYS,
  type BalanceSheet,
  type BalanceSheetFigures,
  balanceSheetFromOpening,
  normaliseOpeningBalances,
  openingBalancesFromWholePounds,
} from "../../../../core/accounts";
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
  /** The balance sheet report of the period shown; its `comparatives.prior` is the prior year (null: none). */
  balanceSheet: BalanceSheetReport;
  /**
   * The signed-out sample only: its report is built without comparatives, so its prior year is the opening balances
   * typed for it, as before. A real company's prior year is always the report's.
   */
  sampleOpeningBalances?: CompanyDto["openingBalances"];
  directors: string[];
  averageEmployees: number;
}

/** The prior year's balance sheet in pence, as the filing packs' prior column has it; null: none (a first period). */
function priorFigures(ctx: FillContext): BalanceSheetFigures | null {
  if (ctx.sampleOpeningBalances !== undefined) {
    const typed = openingBalancesFromWholePounds(ctx.sampleOpeningBalances);
    return typed && balanceSheetFromOpening(normaliseOpeningBalances(typed));
  }
  const prior = ctx.balanceSheet.comparatives?.prior;
  return prior ? (toPence(prior.balanceSheet, null) as BalanceSheetFigures) : null;
}

/**
 * The current year from the balance sheet, the prior year from the comparatives (core's maths); the balance sheet
 * date, and the director and employees when the form has none yet. Statements and approval stay the person's.
 */
export function fillFromAccounts(draft: ChFormDraft, ctx: FillContext): FillResult | null {
  const balanceSheet = balanceSheetFromReport(ctx.balanceSheet);
  if (!balanceSheet) return null;
  const fill = chFormFromAccounts(balanceSheet, priorFigures(ctx));
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
