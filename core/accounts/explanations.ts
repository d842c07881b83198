import { formatGBP, type Pence, sum } from "../money";
import { type BalanceSheetContext, shareCapitalOf } from "./balance-sheet";
import type { SignedAccount } from "./balance-sheet-lines";
import type { CashCheck } from "./balance-sheet-types";
import type { BankAccountCash } from "./bank-account-cash";
import { openingCapitalAndReserves, openingDifference, openingNetAssets } from "./opening-balances";

const credit = (accounts: readonly SignedAccount[], key: SignedAccount["key"]): Pence =>
  accounts.find((a) => a.key === key)?.credit ?? (0 as Pence);

function uncategorised(ctx: BalanceSheetContext): string[] {
  const ts = ctx.ledger.byTarget.get("uncategorised") ?? [];
  if (ts.length === 0) return [];
  const received = sum(ts.filter((t) => t.amount > 0).map((t) => t.amount));
  const paid = sum(ts.filter((t) => t.amount < 0).map((t) => -t.amount as Pence));
  return [
    `${ts.length} transaction${ts.length === 1 ? " is" : "s are"} not categorised (${formatGBP(received)} received, ` +
      `${formatGBP(paid)} paid out). Their net amount is held in "Uncategorised transactions" so the balance sheet ` +
      "still balances; categorise them to put them in the right place.",
  ];
}

function transfers(accounts: readonly SignedAccount[]): string[] {
  const net = credit(accounts, "unmatched-transfers");
  if (net === 0) return [];
  const direction = net < 0 ? `${formatGBP(-net as Pence)} more went out` : `${formatGBP(net)} more came in`;
  return [
    `Transfers between the company's own accounts should add up to nil, but ${direction} than was matched: ` +
      "probably an account whose statement has not been imported.",
  ];
}

/** Item A in words: shares issued that the shareholders still owe for (CA 2006 s547; SI 2008/409 Sch 1 item A). */
function unpaidShares(ctx: BalanceSheetContext): string[] {
  const { notPaidAtEnd, paidOff } = shareCapitalOf(ctx);
  if (notPaidAtEnd <= 0) return [];
  const paid = paidOff > 0 ? ` (after ${formatGBP(paidOff)} paid in during the period)` : "";
  return [
    `${formatGBP(notPaidAtEnd)} of share capital had not been paid for by the shareholders at the period end${paid}: ` +
      'it is shown as "Called up share capital not paid" (A), an amount owed to the company, and is within the ' +
      "called up share capital. A receipt categorised Share capital pays it off.",
  ];
}

function opening(ctx: BalanceSheetContext): string[] {
  const o = ctx.opening;
  const out: string[] = [];
  const difference = openingDifference(o);
  if (difference !== 0) {
    out.push(
      `The opening balances do not balance: net assets ${formatGBP(openingNetAssets(o))} but capital and reserves ` +
        `${formatGBP(openingCapitalAndReserves(o))}. The difference of ${formatGBP(difference)} is shown as ` +
        '"Opening balances difference" until last year\'s figures are corrected.',
    );
  }
  const { unregisteredOpening, onUnregisteredOpening } = ctx.depreciation;
  if (unregisteredOpening > 0 && onUnregisteredOpening === 0) {
    out.push(
      `Opening fixed assets of ${formatGBP(unregisteredOpening)} are not depreciated this year because their ` +
        "remaining useful life is not known.",
    );
  }
  return out;
}

/** One sentence a line of the cash check: the total, or each account when there are several to tell apart. */
function cash(
  check: CashCheck | null,
  accounts: readonly SignedAccount[],
  byAccount: readonly BankAccountCash[],
): string[] {
  const out: string[] = [];
  const perAccount = byAccount.length > 1 && byAccount.every((a) => a.closing !== null);
  if (perAccount) {
    for (const a of byAccount) {
      if (a.difference === null || a.difference === 0) continue;
      out.push(
        `${a.name}: the bank's closing balance ${formatGBP(a.stated!)}${a.statedBy === "director" ? " you typed" : ""} ` +
          "differs from its opening cash and " +
          `transactions (${formatGBP(a.closing!)}) by ${formatGBP(a.difference)}: rows may be missing or ` +
          "duplicated, or its opening cash may be wrong.",
      );
    }
    for (const a of byAccount) {
      if (a.closing! < 0) {
        out.push(
          `${a.name} is overdrawn by ${formatGBP(-a.closing! as Pence)}, shown as a bank overdraft under ` +
            "creditors, not as negative cash.",
        );
      }
    }
    return out;
  }
  if (check && check.difference !== 0) {
    out.push(
      `The bank's closing balance ${formatGBP(check.stated)} differs from the cash worked out from the opening cash ` +
        `and the transactions (${formatGBP(check.computed)}) by ${formatGBP(check.difference)}: rows may be missing ` +
        "or duplicated, or the opening cash may be wrong.",
    );
  }
  if (byAccount.length > 1) {
    out.push(
      `The opening cash is one figure for ${byAccount.length} bank accounts, so each account cannot be checked on ` +
        "its own and an overdrawn one cannot be told apart: give each account's opening cash on the Company page.",
    );
  }
  const overdraft = credit(accounts, "bank-overdraft");
  if (overdraft > 0)
    out.push(`The bank is overdrawn by ${formatGBP(overdraft)}, shown as a bank overdraft under creditors.`);
  return out;
}

function debitBalances(ctx: BalanceSheetContext, accounts: readonly SignedAccount[]): string[] {
  const out: string[] = [];
  const loan = credit(accounts, "directors-loan");
  if (loan < 0) {
    out.push(
      `The director's loan account is overdrawn by ${formatGBP(-loan as Pence)}, shown under debtors. A loan still ` +
        "unpaid 9 months after the end of the tax period it was lent in may be charged tax under CTA 2010 s455.",
    );
  }
  const tax = credit(accounts, "corporation-tax");
  if (tax < 0 && ctx.opening.creditorsWithinOneYear > 0 && ctx.opening.corporationTax === 0) {
    out.push(
      `Corporation tax shows as recoverable (${formatGBP(-tax as Pence)}). If last year's tax was part of the ` +
        "opening creditors, enter it as opening corporation tax so this year's payment is matched against it.",
    );
  }
  return out;
}

/** Plain sentences for every figure that is not simply the books. */
export function balanceSheetExplanations(
  ctx: BalanceSheetContext,
  accounts: readonly SignedAccount[],
  check: CashCheck | null,
  byAccount: readonly BankAccountCash[],
): string[] {
  const outside = ctx.ledger.outsidePeriod;
  return [
    ...uncategorised(ctx),
    ...transfers(accounts),
    ...opening(ctx),
    ...cash(check, accounts, byAccount),
    ...debitBalances(ctx, accounts),
    ...unpaidShares(ctx),
    ...(outside > 0
      ? [`${outside} transaction${outside === 1 ? " is" : "s are"} dated outside the period and left out.`]
      : []),
  ];
}
