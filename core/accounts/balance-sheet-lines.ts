import { add, type Pence, pence, sum, ZERO } from "../money";
import type { BalanceSheetLine, BalanceSheetLineKey } from "./balance-sheet-types";
import { type Ledger, targetTotal } from "./ledger";
import { openingOtherCreditors } from "./opening-balances";
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

export function signedAccounts(
  ledger: Ledger,
  opening: OpeningBalances,
  taxCharge: Pence,
  cash: Pence,
): SignedAccount[] {
  const moved = (target: Parameters<typeof targetTotal>[1], start: Pence = ZERO) =>
    add(start, targetTotal(ledger, target));
  return [
    {
      key: "other-creditors",
      credit: openingOtherCreditors(opening),
      creditLabel: "Other creditors (brought forward)",
      debitLabel: "Other debtors (brought forward)",
      debitSection: "debtors",
    },
    {
      key: "directors-loan",
      credit: moved("directors-loan", opening.directorsLoan),
      creditLabel: "Director's loan account",
      debitLabel: "Director's loan account (overdrawn)",
      debitSection: "debtors",
    },
    {
      key: "corporation-tax",
      credit: add(moved("corporation-tax", opening.corporationTax), taxCharge),
      creditLabel: "Corporation tax",
      debitLabel: "Corporation tax recoverable",
      debitSection: "debtors",
    },
    {
      key: "vat",
      credit: moved("vat", opening.vat),
      creditLabel: "VAT",
      debitLabel: "VAT recoverable",
      debitSection: "debtors",
    },
    {
      key: "loans",
      credit: moved("loans", opening.loans),
      creditLabel: "Loans",
      debitLabel: "Loans (repaid more than owed)",
      debitSection: "debtors",
    },
    {
      key: "uncategorised",
      credit: moved("uncategorised"),
      creditLabel: "Uncategorised transactions (money received, not yet explained)",
      debitLabel: "Uncategorised transactions (money paid out, not yet explained)",
      debitSection: "other",
    },
    {
      key: "unmatched-transfers",
      credit: moved("transfers"),
      creditLabel: "Transfers in from accounts not in these books",
      debitLabel: "Transfers out to accounts not in these books",
      debitSection: "other",
    },
    {
      key: "bank-overdraft",
      credit: cash < 0 ? pence(-cash) : ZERO,
      creditLabel: "Bank overdraft",
      debitLabel: "Bank overdraft",
      debitSection: "other",
    },
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

export function openingAssetLines(opening: OpeningBalances): PlacedLines {
  const line = (key: BalanceSheetLineKey, label: string, amount: Pence): BalanceSheetLine[] =>
    amount === 0 ? [] : [{ key, label, amount }];
  return {
    debtors: line("debtors", "Debtors (brought forward)", opening.debtors),
    other: line("other-current-assets", "Other current assets (brought forward)", opening.otherCurrentAssets),
    creditors: [],
  };
}
