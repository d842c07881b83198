import { describe, expect, it } from "vitest";
import type { Pence } from "../../money";
import { directorsLoanNote, hasDirectorAdvances } from "./directors-loan-note";

const p = (n: number) => n as Pence;

describe("the directors' advances note (CA 2006 s413)", () => {
  const t = (date: string, amount: number) => ({
    id: date,
    date,
    amount: p(amount),
    categoryId: "directors-loan" as const,
  });

  it("counts only the part of a payment that takes the account overdrawn as an advance", () => {
    // Owed £500 to the director; £1,500 paid out leaves it £1,000 overdrawn (the advance is £1,000, not £1,500);
    // £400 back repays £400 of it, leaving £600 outstanding.
    const note = directorsLoanNote(p(50_000), [t("2025-06-01", -150_000), t("2025-07-01", 40_000)]);
    expect(note).toMatchObject({
      advancesMade: 100_000,
      advancesRepaid: 40_000,
      advancesOutstanding: 60_000,
      closingBalance: -60_000,
    });
  });

  it("walks the account in date order and carries an overdrawn opening balance forward", () => {
    // £200 overdrawn at the start; in date order £50 more paid out (an advance), then £300 back: the £250 overdrawn
    // is repaid and the company owes the director £50.
    const note = directorsLoanNote(p(-20_000), [t("2025-09-01", 30_000), t("2025-05-01", -5_000)]);
    expect(note).toMatchObject({
      advancesBroughtForward: 20_000,
      advancesMade: 5_000,
      advancesRepaid: 25_000,
      advancesOutstanding: 0,
      closingBalance: 5_000,
    });
  });

  it("reports no advances when the company only owes its director", () => {
    const note = directorsLoanNote(p(10_000), [t("2025-05-01", 5_000), t("2025-06-01", -12_000)]);
    expect(note).toMatchObject({ advancesMade: 0, advancesOutstanding: 0, closingBalance: 3_000 });
    expect(hasDirectorAdvances(note)).toBe(false);
  });

  it("has advances to report when one was brought forward or made", () => {
    expect(hasDirectorAdvances(directorsLoanNote(p(-100), []))).toBe(true);
    expect(hasDirectorAdvances(directorsLoanNote(p(0), [t("2025-05-01", -1)]))).toBe(true);
  });
});
