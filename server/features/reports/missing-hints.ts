import type { MissingHint } from "../../../core/contracts";
import { type CompanyAccounts, type CompanySettings, isFirstPeriod } from "./accounts.service";

/** Plain sentences for what the reports are missing from the person, in the order they should be given. */
export function missingHints(ca: CompanyAccounts<CompanySettings>): MissingHint[] {
  const hints: MissingHint[] = [];
  if (ca.transactions.length === 0) {
    hints.push({ key: "transactions", message: "Upload your bank statements to build the accounts." });
  }
  if (ca.periodSource === "suggested") {
    hints.push({
      key: "period",
      message: "The period shown is suggested from your transactions. Set the company's period on the Company page.",
    });
  }
  // After a close the opening balances are the closed period's closing ones: nothing to type.
  if (ca.period && ca.openingSource === "typed" && !ca.company.openingBalances && !isFirstPeriod(ca)) {
    hints.push({
      key: "openingBalances",
      message:
        "Enter last year's closing balances on the Company page. Without them the balance sheet starts from nil, " +
        "which is right only for a company's first accounts.",
    });
  }
  const periodRows = ca.accounts?.ledger.transactions.length ?? 0;
  if (periodRows > 0 && ca.statedBankBalance === null) {
    hints.push({
      key: "bankBalance",
      message:
        "Not every bank account's statement has a balance column, so the cash figure cannot be checked against " +
        "the bank's closing balance: type the bank's balance at the period end under the cash check.",
    });
  }
  return hints;
}
