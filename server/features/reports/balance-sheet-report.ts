import { ACCOUNTS_NON_MONEY_KEYS, balanceSheetToJson, comparativesToJson } from "../../../core/accounts";
import type { BalanceSheetReport } from "../../../core/contracts";
import { toPoundsJson } from "../../../core/money";
import type { CompanyAccounts, CompanySettings } from "./accounts.service";
import { missingHints } from "./missing-hints";

function emptyBalanceSheet(): Omit<BalanceSheetReport, "missing"> {
  return {
    period: { endDate: null },
    assets: { cash: 0, total: 0 },
    liabilities: { directorsLoan: 0, total: 0 },
    netAssets: 0,
    equity: { calledUpShareCapital: 0, retainedEarnings: 0, openingBalancesDifference: 0, total: 0 },
    micro: null,
    cashCheck: null,
    bankAccounts: [],
    explanations: [],
    periodSource: null,
  };
}

export function balanceSheetReport(ca: CompanyAccounts<CompanySettings>): BalanceSheetReport {
  const missing = missingHints(ca);
  const extra = { comparatives: priorOf(ca), periodStatus: ca.periodStatus };
  if (!ca.accounts) return { ...emptyBalanceSheet(), missing, ...extra, distributableProfits: null };
  return {
    ...balanceSheetToJson(ca.accounts.balanceSheet),
    periodSource: ca.periodSource,
    missing,
    ...extra,
    distributableProfits: toPoundsJson(ca.accounts.distributableProfits, ACCOUNTS_NON_MONEY_KEYS),
  };
}

/** The comparatives, once a prior year exists (closed here, or typed); null before. */
export function priorOf(ca: CompanyAccounts<CompanySettings>) {
  return ca.comparatives?.prior ? comparativesToJson(ca.comparatives) : null;
}
