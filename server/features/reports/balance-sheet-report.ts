import { balanceSheetToJson } from "../../../core/accounts";
import type { BalanceSheetReport } from "../../../core/contracts";
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
    explanations: [],
    periodSource: null,
  };
}

export function balanceSheetReport(ca: CompanyAccounts<CompanySettings>): BalanceSheetReport {
  const missing = missingHints(ca);
  if (!ca.accounts) return { ...emptyBalanceSheet(), missing };
  return { ...balanceSheetToJson(ca.accounts.balanceSheet), periodSource: ca.periodSource, missing };
}
