import { describe, expect, it } from "vitest";
import { pence } from "../../../core/money";
import { noTransactionsHint } from "./missing-hints";

// A company with a period and no transactions is dormant (CA 2006 s1169(1)): its balance sheet is its opening
// position. The hint says so, with its share capital as the balance sheet shows it, instead of asking for statements
// a company without a bank account does not have.
describe("noTransactionsHint", () => {
  it("keeps the upload sentence when the company is not dormant (no period yet, so no accounts)", () => {
    expect(noTransactionsHint(null)).toBe("Upload your bank statements to build the accounts.");
  });

  it("a dormant company with £1 of shares paid: its opening position, nothing moved", () => {
    const text = noTransactionsHint({ total: pence(100), notPaid: pence(0) });
    expect(text).toBe(
      "No transactions in this period: a company with none is dormant (Companies Act 2006 s1169), and these " +
        "accounts are its opening position, share capital of £1.00, paid, with nothing moving in the period. If " +
        "the company has a bank account, upload its statements.",
    );
  });

  it("a dormant company whose £100 of subscribers' shares are unpaid shows them as not yet paid (item A)", () => {
    expect(noTransactionsHint({ total: pence(10000), notPaid: pence(10000) })).toContain(
      "share capital of £100.00, not yet paid (called up share capital not paid)",
    );
  });

  it("part paid: £100 issued, £40 still owed by the shareholders, so £60 paid", () => {
    expect(noTransactionsHint({ total: pence(10000), notPaid: pence(4000) })).toContain(
      "share capital of £100.00, of which £60.00 paid and £40.00 not yet paid",
    );
  });

  it("no share capital entered: says so rather than inventing any", () => {
    expect(noTransactionsHint({ total: pence(0), notPaid: pence(0) })).toContain(
      "its opening position, no share capital,",
    );
  });
});
