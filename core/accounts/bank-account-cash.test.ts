import { describe, expect, it } from "vitest";
import {
  type BankAccountInput,
  bankAccountCash,
  cashByAccount,
  cashPlacement,
  openingCashTotal,
} from "./bank-account-cash";
import { balanceSheetDifference, buildAccounts } from "./build-accounts";
import { gbp, lineMaker, YEAR } from "./test-support";
import type { AccountsTransaction } from "./types";

const tx = lineMaker("c");
const on = (bankAccountId: string | null, t: AccountsTransaction): AccountsTransaction => ({ ...t, bankAccountId });

const account = (id: string, openingCash: number | null, statedBalance: number | null): BankAccountInput => ({
  id,
  name: id,
  openingCash: openingCash === null ? null : gbp(openingCash),
  statedBalance: statedBalance === null ? null : gbp(statedBalance),
});

describe("bankAccountCash", () => {
  it("checks each account on its own: opening + its rows against its last stated balance", () => {
    // Barclays: 1,500.00 − 332.00 − 45.99 = 1,122.01, and no balance column. Starling: 200.00 − 50.00 = 150.00.
    const rows = [
      on("Barclays", tx("2024-05-01", 1_500, "sales")),
      on("Starling", tx("2024-05-01", 200, "sales")),
      on("Barclays", tx("2024-05-02", -332, "rent-rates")),
      on("Starling", tx("2024-05-03", -50, "office-costs")),
      on("Barclays", tx("2024-05-04", -45.99, "phone-internet")),
    ];
    expect(bankAccountCash(rows, gbp(0), [account("Barclays", null, null), account("Starling", null, 150)])).toEqual([
      {
        bankAccountId: "Barclays",
        name: "Barclays",
        opening: 0,
        movements: gbp(1_122.01),
        closing: gbp(1_122.01),
        stated: null,
        statedBy: null,
        difference: null,
      },
      {
        bankAccountId: "Starling",
        name: "Starling",
        opening: 0,
        movements: gbp(150),
        closing: gbp(150),
        stated: gbp(150),
        statedBy: "statements",
        difference: 0,
      },
    ]);
  });

  it("starts each account from its own opening cash, 0 for an account without one", () => {
    const rows = [on("Current", tx("2024-06-01", -1_200, "rent-rates")), on("Savings", tx("2024-06-01", 10, "sales"))];
    const [current, savings] = bankAccountCash(rows, gbp(1_000), [
      account("Current", 1_000, -190),
      account("Savings", null, 10),
    ]);
    expect(current).toMatchObject({ opening: gbp(1_000), closing: gbp(-200), difference: gbp(10) });
    expect(savings).toMatchObject({ opening: 0, closing: gbp(10), difference: 0 });
  });

  it("gives one account the company's opening cash, but several accounts no opening each", () => {
    const one = bankAccountCash([on("A", tx("2024-06-01", 5, "sales"))], gbp(100), [account("A", null, 105)]);
    expect(one[0]).toMatchObject({ opening: gbp(100), closing: gbp(105), difference: 0 });
    const two = bankAccountCash(
      [on("A", tx("2024-06-01", 5, "sales")), on("B", tx("2024-06-01", 5, "sales"))],
      gbp(100),
      [account("A", null, 105), account("B", null, 5)],
    );
    expect(two.map((a) => [a.opening, a.closing, a.difference])).toEqual([
      [null, null, null],
      [null, null, null],
    ]);
  });

  it("puts rows of no known account on their own line and leaves out an account with nothing to show", () => {
    const rows = [on(null, tx("2024-06-01", 7, "sales")), on("gone", tx("2024-06-02", 3, "sales"))];
    const list = bankAccountCash(rows, gbp(0), [account("Idle", null, null), account("Kept", 20, null)]);
    expect(list.map((a) => [a.bankAccountId, a.name, a.closing])).toEqual([
      ["Kept", "Kept", gbp(20)],
      [null, "Transactions without a bank account", gbp(10)],
    ]);
  });
});

describe("openingCashTotal", () => {
  it("is the sum of the accounts' own opening cash when any is given, else the company's figure", () => {
    expect(openingCashTotal(gbp(900), [account("A", 250.5, null), account("B", null, null)])).toBe(gbp(250.5));
    expect(openingCashTotal(gbp(900), [account("A", null, null)])).toBe(gbp(900));
  });
});

describe("cashPlacement", () => {
  it("shows accounts in credit as cash and overdrawn ones as an overdraft, or the net total when unknown", () => {
    const known = bankAccountCash(
      [on("A", tx("2024-06-01", -200, "rent-rates")), on("B", tx("2024-06-01", 500, "sales"))],
      gbp(0),
      [account("A", null, null), account("B", null, null)],
    );
    expect(cashPlacement(known, gbp(300))).toEqual({ cashAtBank: gbp(500), overdraft: gbp(200) });
    const unknown = known.map((a) => ({ ...a, closing: null }));
    expect(cashPlacement(unknown, gbp(300))).toEqual({ cashAtBank: gbp(300), overdraft: 0 });
    expect(cashPlacement([], gbp(-40))).toEqual({ cashAtBank: 0, overdraft: gbp(40) });
  });
});

describe("the balance sheet with an overdrawn account", () => {
  // Current: 1,000 − 1,200 rent = −200 (overdrawn). Savings: 500 + 100 sales = 600. Net cash 400.
  const transactions = [
    on("Current", tx("2024-06-01", -1_200, "rent-rates")),
    on("Savings", tx("2024-06-02", 100, "sales")),
  ];
  const accounts = buildAccounts({
    transactions,
    period: YEAR,
    openingBalances: { cash: gbp(1_500), calledUpShareCapital: gbp(1_500) },
    bankAccounts: [account("Current", 1_000, -200), account("Savings", 500, 600)],
  });
  const bs = accounts.balanceSheet;

  it("shows the account in credit as cash at bank and the overdrawn one as a creditor, and still balances", () => {
    expect(bs.micro.currentAssets.cashAtBank).toBe(gbp(600));
    expect(bs.assets.cash).toBe(gbp(600));
    expect(bs.micro.creditorsWithinOneYear.lines).toContainEqual({
      key: "bank-overdraft",
      label: "Bank overdraft",
      amount: gbp(200),
    });
    // Capital 1,500 + loss 1,100 = 400 = 600 cash − 200 overdraft.
    expect(bs.micro.netAssets).toBe(gbp(400));
    expect(balanceSheetDifference(bs)).toBe(0);
    expect(bs.explanations).toContain(
      "Current is overdrawn by £200.00, shown as a bank overdraft under creditors, not as negative cash.",
    );
  });

  it("checks each account and gives no total difference when each agrees", () => {
    expect(bs.bankAccounts.map((a) => [a.name, a.closing, a.stated, a.difference])).toEqual([
      ["Current", gbp(-200), gbp(-200), 0],
      ["Savings", gbp(600), gbp(600), 0],
    ]);
    expect(bs.explanations.join(" ")).not.toMatch(/differs/);
  });

  it("takes the accounts' opening cash as the opening cash, replacing the company's figure", () => {
    expect(accounts.openingBalances.cash).toBe(gbp(1_500));
    const other = buildAccounts({
      transactions,
      period: YEAR,
      openingBalances: { cash: gbp(9_999) },
      bankAccounts: [account("Current", 1_000, null), account("Savings", 500, null)],
    });
    expect(other.openingBalances.cash).toBe(gbp(1_500));
  });

  it("names the account whose balance does not agree", () => {
    const off = buildAccounts({
      transactions,
      period: YEAR,
      openingBalances: { cash: gbp(1_500), calledUpShareCapital: gbp(1_500) },
      bankAccounts: [account("Current", 1_000, -200), account("Savings", 500, 610)],
    });
    expect(off.balanceSheet.explanations).toContain(
      "Savings: the bank's closing balance £610.00 differs from its opening cash and transactions (£600.00) by £10.00: rows may be missing or duplicated, or its opening cash may be wrong.",
    );
  });

  it("nets the accounts and says why when only one opening figure is given for several accounts", () => {
    const net = buildAccounts({
      transactions,
      period: YEAR,
      openingBalances: { cash: gbp(1_500), calledUpShareCapital: gbp(1_500) },
      bankAccounts: [account("Current", null, -200), account("Savings", null, 600)],
    }).balanceSheet;
    expect(net.micro.currentAssets.cashAtBank).toBe(gbp(400));
    expect(net.micro.creditorsWithinOneYear.lines.some((l) => l.key === "bank-overdraft")).toBe(false);
    expect(net.explanations.join(" ")).toContain("The opening cash is one figure for 2 bank accounts");
    expect(balanceSheetDifference(net)).toBe(0);
  });
});

describe("cashByAccount", () => {
  const line = { name: "x", movements: gbp(0), stated: null, statedBy: null, difference: null };
  it("hands each account's closing cash on by id", () => {
    // Current −£200.00, Savings £1,050.00: the next period opens each at these, £850.00 in all.
    const lines = [
      { ...line, bankAccountId: "a", opening: gbp(100), closing: gbp(-200) },
      { ...line, bankAccountId: "b", opening: gbp(1000), closing: gbp(1050) },
    ];
    expect(cashByAccount(lines, "closing")).toEqual({ a: gbp(-200), b: gbp(1050) });
    expect(cashByAccount(lines, "opening")).toEqual({ a: gbp(100), b: gbp(1000) });
  });
  it("hands on nothing when an account's closing cash or a line's account is unknown", () => {
    expect(cashByAccount([{ ...line, bankAccountId: "a", opening: null, closing: null }], "closing")).toBeNull();
    expect(cashByAccount([{ ...line, bankAccountId: null, opening: gbp(0), closing: gbp(5) }], "closing")).toBeNull();
    expect(cashByAccount([], "opening")).toBeNull();
  });
});
