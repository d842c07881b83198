import { add, type Pence, pence, sub, sum, ZERO } from "../money";
import type { AccountsTransaction } from "./types";

/** One of the company's bank accounts, as the accounts need it. */
export interface BankAccountInput {
  id: string;
  name: string;
  /** The account's balance at the period start, when given for this account. */
  openingCash: Pence | null;
  /** The last balance its statements state on or before the period end; null when they state none. */
  statedBalance: Pence | null;
  /**
   * The bank's balance at the period end as the director typed it (the period's answers), for an account whose
   * statements state none; a statement's own balance always wins over it.
   */
  typedBalance?: Pence | null;
}

/** Where the bank's closing balance of an account comes from: its statements, the director, or nowhere. */
export type StatedBy = "statements" | "director" | null;

/**
 * The bank's closing balance an account is checked against: its statements' own when they give one (the bank's
 * word), else the one the director typed from the bank (a Barclays export has no balance column), else none.
 */
export function bankClosingBalance(a: Pick<BankAccountInput, "statedBalance" | "typedBalance">): {
  stated: Pence | null;
  statedBy: StatedBy;
} {
  if (a.statedBalance !== null) return { stated: a.statedBalance, statedBy: "statements" };
  if (a.typedBalance != null) return { stated: a.typedBalance, statedBy: "director" };
  return { stated: null, statedBy: null };
}

/** Each bank account's cash at the period end and its check against the bank (the Balance Sheet's cash check). */
export interface BankAccountCash {
  /** Null for rows saved without a bank account. */
  bankAccountId: string | null;
  name: string;
  /** Null when the opening cash was given only as one figure for several accounts. */
  opening: Pence | null;
  /** The account's transactions in the period, money in positive. */
  movements: Pence;
  /** Opening plus movements; null when the opening is not known. Negative: the account is overdrawn. */
  closing: Pence | null;
  /** The bank's last balance: its statements', else the one the director typed; null when neither is given. */
  stated: Pence | null;
  /** Where `stated` comes from (see `bankClosingBalance`). */
  statedBy: StatedBy;
  /** Stated minus closing; null when either is unknown. Anything but 0 needs explaining. */
  difference: Pence | null;
}

export const NO_ACCOUNT_NAME = "Transactions without a bank account";

/** Opening cash given per bank account replaces the company's single figure: the total is their sum. */
export function openingCashTotal(companyTotal: Pence, accounts: readonly BankAccountInput[]): Pence {
  return accounts.some((a) => a.openingCash !== null) ? sum(accounts.map((a) => a.openingCash ?? ZERO)) : companyTotal;
}

interface Group {
  id: string | null;
  name: string;
  input: BankAccountInput | null;
  movements: Pence;
  rows: number;
}

function groups(transactions: readonly AccountsTransaction[], accounts: readonly BankAccountInput[]): Group[] {
  const byId = new Map<string | null, Group>(
    accounts.map((a) => [a.id, { id: a.id, name: a.name, input: a, movements: ZERO, rows: 0 }]),
  );
  for (const t of transactions) {
    const id = t.bankAccountId && byId.has(t.bankAccountId) ? t.bankAccountId : null;
    let g = byId.get(id);
    if (!g) {
      g = { id: null, name: NO_ACCOUNT_NAME, input: null, movements: ZERO, rows: 0 };
      byId.set(null, g);
    }
    g.movements = add(g.movements, t.amount);
    g.rows++;
  }
  // An account with no rows, no opening and no statement holds nothing worth a line.
  return [...byId.values()].filter(
    (g) =>
      g.rows > 0 || (g.input !== null && (g.input.openingCash !== null || bankClosingBalance(g.input).stated !== null)),
  );
}

/**
 * Each account's opening: its own figure (0 when others were given and it was not); else, with a company total
 * of nil (a first year) every account starts at nil; else a single account takes the total. With a non-zero total
 * and several accounts, which account held what is unknown, and the openings are null.
 */
function openings(list: readonly Group[], companyTotal: Pence): (Pence | null)[] {
  if (list.some((g) => g.input?.openingCash != null)) return list.map((g) => g.input?.openingCash ?? ZERO);
  if (companyTotal === 0) return list.map(() => ZERO);
  if (list.length === 1) return [companyTotal];
  return list.map(() => null);
}

/**
 * The period's cash account by account: `transactions` are the period's, `openingTotal` the company's opening cash
 * (`openingCashTotal`). Accounts listed first, in their order; rows of no listed account last, on one line.
 */
export function bankAccountCash(
  transactions: readonly AccountsTransaction[],
  openingTotal: Pence,
  accounts: readonly BankAccountInput[],
): BankAccountCash[] {
  const list = groups(transactions, accounts);
  const opening = openings(list, openingTotal);
  return list.map((g, i) => {
    const open = opening[i]!;
    const closing = open === null ? null : add(open, g.movements);
    const { stated, statedBy } = g.input ? bankClosingBalance(g.input) : { stated: null, statedBy: null };
    return {
      bankAccountId: g.id,
      name: g.name,
      opening: open,
      movements: g.movements,
      closing,
      stated,
      statedBy,
      difference: closing === null || stated === null ? null : sub(stated, closing),
    };
  });
}

/**
 * Where the closing cash shows: the accounts in credit are cash at bank, the overdrawn ones a bank overdraft among
 * creditors (never negative cash). When the accounts' own closing figures are unknown, the net total decides, as for
 * one account. Either way cash at bank less the overdraft is the total cash, so the balance sheet still balances.
 */
export function cashPlacement(
  byAccount: readonly BankAccountCash[],
  totalCash: Pence,
): { cashAtBank: Pence; overdraft: Pence } {
  const own = byAccount.map((a) => a.closing);
  const known = own.length > 0 && own.every((c) => c !== null) && sum(own as Pence[]) === totalCash;
  const closings = known ? (own as Pence[]) : [totalCash];
  const inCredit = sum(closings.filter((c) => c > 0));
  const overdrawn = sum(closings.filter((c) => c < 0).map((c) => pence(-c)));
  return { cashAtBank: inCredit, overdraft: overdrawn };
}

/**
 * Each account's opening or closing cash by id, kept when a period is closed (its closing cash opens the next
 * period account by account): only when every line's account and figure is known, else null (the cash is then
 * known only as one figure, as it was in the period).
 */
export function cashByAccount(
  byAccount: readonly BankAccountCash[],
  which: "opening" | "closing",
): Record<string, Pence> | null {
  const out: Record<string, Pence> = {};
  for (const a of byAccount) {
    const figure = a[which];
    if (a.bankAccountId === null || figure === null) return null;
    out[a.bankAccountId] = figure;
  }
  return Object.keys(out).length > 0 ? out : null;
}
