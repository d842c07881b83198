import type { MissingHint } from "../../../core/contracts";
import { formatGBP, type Pence, sub } from "../../../core/money";
import { type CompanyAccounts, type CompanySettings, isFirstPeriod } from "./accounts.service";

const UPLOAD_STATEMENTS = "Upload your bank statements to build the accounts.";

/** The share capital at the period end (called up) and the part of it not yet paid (balance sheet item A). */
export interface ShareCapitalAtEnd {
  total: Pence;
  notPaid: Pence;
}

function shareCapitalText({ total, notPaid }: ShareCapitalAtEnd): string {
  if (total === 0) return "no share capital";
  if (notPaid === 0) return `share capital of ${formatGBP(total)}, paid`;
  if (notPaid >= total) return `share capital of ${formatGBP(total)}, not yet paid (called up share capital not paid)`;
  return `share capital of ${formatGBP(total)}, of which ${formatGBP(sub(total, notPaid))} paid and ${formatGBP(notPaid)} not yet paid`;
}

/**
 * What the balance sheet is built from when the company has no transactions at all. A company with a period and no
 * lines is dormant (CA 2006 s1169, core/accounts isDormantPeriod): its accounts are its opening position (the
 * share capital, paid or not, and what was brought forward) with nothing moving, so "upload your bank statements
 * to build the accounts" is untrue for one that never had a bank account. A trading company that has not uploaded
 * yet reads the same hint, so it still ends by asking a company with a bank account for its statements.
 */
export function noTransactionsHint(dormantShares: ShareCapitalAtEnd | null): string {
  if (!dormantShares) return UPLOAD_STATEMENTS;
  return (
    "No transactions in this period: a company with none is dormant (Companies Act 2006 s1169), and these accounts " +
    `are its opening position, ${shareCapitalText(dormantShares)}, with nothing ` +
    "moving in the period. If the company has a bank account, upload its statements."
  );
}

/** Plain sentences for what the reports are missing from the person, in the order they should be given. */
export function missingHints(ca: CompanyAccounts<CompanySettings>): MissingHint[] {
  const hints: MissingHint[] = [];
  if (ca.transactions.length === 0) {
    const micro = ca.accounts?.dormant ? ca.accounts.balanceSheet.micro : null;
    const shares = micro && {
      total: micro.capitalAndReserves.calledUpShareCapital.total,
      notPaid: micro.calledUpShareCapitalNotPaid,
    };
    hints.push({ key: "transactions", message: noTransactionsHint(shares) });
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
