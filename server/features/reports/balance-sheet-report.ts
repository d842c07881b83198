import { type BalanceSheet, balanceSheetToJson } from "../../../core/accounts";
import type { PoundsJson } from "../../../core/tax";
import type { CompanyAccounts, CompanySettings } from "./accounts.service";
import type { PeriodSource } from "./company-period";
import { type MissingHint, missingHints } from "./missing-hints";

type BalanceSheetJson = PoundsJson<BalanceSheet>;

/** GET /api/reports/balance-sheet: the spec's shape (part 2 §3) plus the micro-entity lines; money in pounds. */
export type BalanceSheetReport = Omit<BalanceSheetJson, "period" | "micro"> & {
  period: { endDate: string | null };
  /** Null only when there is no period (no transactions and no period set). */
  micro: BalanceSheetJson["micro"] | null;
  periodSource: PeriodSource | null;
  /** What the person has not given yet that the figures need, each with where to give it. */
  missing: MissingHint[];
};

function emptyBalanceSheet(): Omit<BalanceSheetReport, "missing"> {
  return {
    period: { endDate: null },
    assets: { cash: 0, total: 0 },
    liabilities: { directorsLoan: 0, total: 0 },
    netAssets: 0,
    equity: { calledUpShareCapital: 0, retainedEarnings: 0, openingBalancesDifference: 0, total: 0 },
    micro: null,
    cashCheck: null,
    explanations: [],
    periodSource: null,
  };
}

export function balanceSheetReport(ca: CompanyAccounts<CompanySettings>): BalanceSheetReport {
  const missing = missingHints(ca);
  if (!ca.accounts) return { ...emptyBalanceSheet(), missing };
  return { ...balanceSheetToJson(ca.accounts.balanceSheet), periodSource: ca.periodSource, missing };
}
