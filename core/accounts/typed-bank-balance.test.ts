import { describe, expect, it } from "vitest";
import { type BankAccountInput, bankAccountCash, bankClosingBalance } from "./bank-account-cash";
import { buildAccounts } from "./build-accounts";
import { gbp, lineMaker, YEAR } from "./test-support";

const tx = lineMaker("c");

/**
 * Worked example: a Barclays export (no balance column). Opening £1,000.00, rows +£250.00 and −£80.50: the books
 * make the closing cash £1,169.50. The director types the bank's balance at the period end:
 *   £1,169.50 → agrees (difference £0.00);
 *   £1,200.00 → the bank has £30.50 more than the books (difference £30.50), which blocks until found or explained.
 */
const rows = [
  { ...tx("2024-05-01", 250, "sales"), bankAccountId: "barclays" },
  { ...tx("2024-06-01", -80.5, "office-costs"), bankAccountId: "barclays" },
];
const barclays = (typed: number | null, statement: number | null = null): BankAccountInput => ({
  id: "barclays",
  name: "Barclays",
  openingCash: gbp(1_000),
  statedBalance: statement === null ? null : gbp(statement),
  typedBalance: typed === null ? null : gbp(typed),
});

describe("a bank balance the director typed", () => {
  it("checks the account against it when its statements give no balance: £1,169.50 agrees", () => {
    const [line] = bankAccountCash(rows, gbp(1_000), [barclays(1_169.5)]);
    expect(line).toMatchObject({ closing: gbp(1_169.5), stated: gbp(1_169.5), statedBy: "director", difference: 0 });
  });

  it("shows the difference with a typed £1,200.00: £30.50", () => {
    const [line] = bankAccountCash(rows, gbp(1_000), [barclays(1_200)]);
    expect(line).toMatchObject({ closing: gbp(1_169.5), stated: gbp(1_200), difference: gbp(30.5) });
  });

  it("leaves the account unchecked when nothing is typed", () => {
    const [line] = bankAccountCash(rows, gbp(1_000), [barclays(null)]);
    expect(line).toMatchObject({ stated: null, statedBy: null, difference: null });
  });

  it("never takes a typed balance over a statement's own, which always wins", () => {
    expect(bankClosingBalance(barclays(1_200, 1_169.5))).toEqual({ stated: gbp(1_169.5), statedBy: "statements" });
    const [line] = bankAccountCash(rows, gbp(1_000), [barclays(1_200, 1_169.5)]);
    expect(line).toMatchObject({ stated: gbp(1_169.5), statedBy: "statements", difference: 0 });
  });

  it("takes an overdrawn balance typed as a negative figure", () => {
    const [line] = bankAccountCash([{ ...tx("2024-05-01", -1_250, "rent-rates"), bankAccountId: "barclays" }], gbp(0), [
      { ...barclays(-250), openingCash: gbp(1_000) },
    ]);
    expect(line).toMatchObject({ closing: gbp(-250), stated: gbp(-250), difference: 0 });
  });

  it("names the typed balance when the balance sheet explains a difference", () => {
    const other: BankAccountInput = { id: "s", name: "Savings", openingCash: gbp(0), statedBalance: gbp(0) };
    const bs = buildAccounts({
      transactions: rows,
      period: YEAR,
      openingBalances: { cash: gbp(1_000), calledUpShareCapital: gbp(1_000) },
      bankAccounts: [barclays(1_200), other],
    }).balanceSheet;
    expect(bs.explanations).toContain(
      "Barclays: the bank's closing balance £1,200.00 you typed differs from its opening cash and transactions (£1,169.50) by £30.50: rows may be missing or duplicated, or its opening cash may be wrong.",
    );
  });
});
