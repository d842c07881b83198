import { add, neg, type Pence, pence, sub, sum, ZERO } from "../money";
import { type Adjustment, adjustedTotal } from "./adjustments";
import type { BalanceSheetLine, BalanceSheetLineKey } from "./balance-sheet-types";
import { type Ledger, targetTotal } from "./ledger";
import { openingOtherCreditors, openingOtherDebtors } from "./opening-balances";
import { type OpeningItems, openingItemTotals } from "./opening-items";
import type { Postings } from "./postings";
import type { OpeningBalances } from "./types";

/**
 * A balance-sheet account kept as one signed figure, credit positive (owed by the company). Its sign decides where
 * it shows: a credit balance among creditors, a debit balance among debtors or other current assets. Either way it
 * reduces net assets by `credit`, so the placement never affects balancing.
 */
export interface SignedAccount {
  key: BalanceSheetLineKey;
  credit: Pence;
  creditLabel: string;
  debitLabel: string;
  debitSection: "debtors" | "other";
}

/** What the signed accounts are made of besides the bank lines. */
export interface AccountsContext {
  ledger: Ledger;
  opening: OpeningBalances;
  openingItems: OpeningItems;
  adjustments: readonly Adjustment[];
  postings: Postings;
  taxCharge: Pence;
  s455Tax: Pence;
}

/** The VAT account: opening VAT, output less input VAT, flat-rate VAT, less payments to HMRC (repayments add). */
export function vatAccountCredit(ctx: Pick<AccountsContext, "ledger" | "opening" | "postings">): Pence {
  const vat = ctx.postings.vat;
  const output = sum(vat.filter((v) => v.figure === "output").map((v) => v.amount));
  const input = sum(vat.filter((v) => v.figure === "input").map((v) => v.amount));
  const movements = sum([targetTotal(ctx.ledger, "vat"), output, neg(input), ctx.postings.flatRate.total]);
  return add(ctx.opening.vat, movements);
}

/** `overdraft`: the overdrawn bank accounts' total, as a positive figure (see `cashPlacement`). */
export function signedAccounts(ctx: AccountsContext, overdraft: Pence): SignedAccount[] {
  const { ledger, opening } = ctx;
  const items = openingItemTotals(ctx.openingItems);
  const cleared = ctx.postings.openingCleared;
  const moved = (target: Parameters<typeof targetTotal>[1], start: Pence = ZERO) =>
    add(start, targetTotal(ledger, target));
  const account = (
    key: BalanceSheetLineKey,
    credit: Pence,
    creditLabel: string,
    debitLabel: string,
    debitSection: SignedAccount["debitSection"] = "debtors",
  ): SignedAccount => ({ key, credit, creditLabel, debitLabel, debitSection });
  return [
    account(
      "other-creditors",
      sub(sub(openingOtherCreditors(opening), items.creditors), items.s455),
      "Other creditors (brought forward)",
      "Other debtors (brought forward)",
    ),
    account("trade-debtors", neg(adjustedTotal(ctx.adjustments, "debtor")), "Trade debtors", "Trade debtors"),
    account("trade-creditors", adjustedTotal(ctx.adjustments, "creditor"), "Trade creditors", "Trade creditors"),
    account(
      "directors-loan",
      // A write-off credits the account: the director owes that much less (CTA 2010 s1064).
      add(moved("directors-loan", opening.directorsLoan), adjustedTotal(ctx.adjustments, "directors-loan-write-off")),
      "Director's loan account",
      "Director's loan account (overdrawn)",
    ),
    account(
      "s455-recoverable",
      neg(ctx.s455Tax),
      "s455 tax recoverable",
      "s455 tax recoverable when the director's loan is repaid",
    ),
    account(
      "corporation-tax-earlier",
      cleared.corporationTax.earlier,
      "Corporation tax for earlier periods",
      "Corporation tax recoverable for earlier periods",
    ),
    account(
      "corporation-tax",
      add(cleared.corporationTax.thisPeriod, ctx.taxCharge),
      "Corporation tax",
      "Corporation tax recoverable",
    ),
    account("s455-tax", ctx.s455Tax, "Tax on the loan to a director (CTA 2010 s455)", "s455 tax"),
    account("vat-earlier", cleared.vat.earlier, "VAT for earlier periods", "VAT repayment due for earlier periods"),
    account("vat", sub(vatAccountCredit(ctx), cleared.vat.earlier), "VAT", "VAT recoverable"),
    account(
      "paye-nic",
      cleared.payeNic.earlier,
      "PAYE and National Insurance for earlier periods",
      "PAYE and National Insurance repayable for earlier periods",
    ),
    account("loans", moved("loans", opening.loans), "Loans", "Loans (repaid more than owed)"),
    account(
      "uncategorised",
      moved("uncategorised"),
      "Uncategorised transactions (money received, not yet explained)",
      "Uncategorised transactions (money paid out, not yet explained)",
      "other",
    ),
    account(
      "unmatched-transfers",
      moved("transfers"),
      "Transfers in from accounts not in these books",
      "Transfers out to accounts not in these books",
      "other",
    ),
    account("bank-overdraft", overdraft, "Bank overdraft", "Bank overdraft", "other"),
  ];
}

export interface PlacedLines {
  debtors: BalanceSheetLine[];
  other: BalanceSheetLine[];
  creditors: BalanceSheetLine[];
}

/** Lines of zero are left out, so the sheet shows only what exists. */
export function placeAccounts(accounts: readonly SignedAccount[], placed: PlacedLines): PlacedLines {
  for (const a of accounts) {
    if (a.credit > 0) placed.creditors.push({ key: a.key, label: a.creditLabel, amount: a.credit });
    else if (a.credit < 0) placed[a.debitSection].push({ key: a.key, label: a.debitLabel, amount: pence(-a.credit) });
  }
  return placed;
}

export function total(lines: readonly BalanceSheetLine[]): Pence {
  return sum(lines.map((l) => l.amount));
}

/** Brought-forward figures not itemised (itemised debtors and s455 tax reverse in the period). */
export function openingAssetLines(opening: OpeningBalances, openingItems: OpeningItems): PlacedLines {
  const line = (key: BalanceSheetLineKey, label: string, amount: Pence): BalanceSheetLine[] =>
    amount === 0 ? [] : [{ key, label, amount }];
  const items = openingItemTotals(openingItems);
  return {
    debtors: line(
      "debtors",
      "Debtors (brought forward)",
      sub(sub(openingOtherDebtors(opening), items.debtors), items.s455),
    ),
    other: line("other-current-assets", "Other current assets (brought forward)", opening.otherCurrentAssets),
    creditors: [],
  };
}
