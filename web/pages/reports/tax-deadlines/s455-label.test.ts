import { describe, expect, it } from "vitest";
import { buildAccounts, s455ToJson } from "../../../../core/accounts";
import { fromPounds } from "../../../../core/money";
import { repaidLabel, tellsWhenTaxComesBack } from "./s455-label";

const loan = (id: string, date: string, pounds: number) => ({
  id,
  date,
  description: "DIRECTOR",
  amount: fromPounds(pounds),
  categoryId: "directors-loan" as const,
});

describe("the s455 summary's repayment line", () => {
  it("names the one date for a period of 12 months (nine months after 31 Mar 2026: 31 Dec 2026)", () => {
    const a = buildAccounts({
      period: { start: "2025-04-01", end: "2026-03-31" },
      transactions: [loan("a", "2025-06-01", -1_000)],
    });
    expect(repaidLabel(s455ToJson(a.s455)!)).toBe("Repaid within nine months (by 31 December 2026)");
  });

  it("names each tax period's date when the first accounts run past 12 months (CTA 2009 s10, s458)", () => {
    // Loans in 10 Mar 2025 – 9 Mar 2026 (due by 9 Dec 2026) and in 10 – 31 Mar 2026 (by 31 Dec 2026).
    const a = buildAccounts({
      period: { start: "2025-03-10", end: "2026-03-31" },
      transactions: [loan("a", "2026-02-01", -4_000), loan("b", "2026-03-20", -2_000)],
    });
    expect(repaidLabel(s455ToJson(a.s455)!)).toBe(
      "Repaid within nine months of each tax period (by 9 December 2026 for loans made 10 March 2025 to " +
        "9 March 2026; by 31 December 2026 for loans made 10 March 2026 to 31 March 2026)",
    );
  });
});

describe("the s455 summary's note on when the tax comes back", () => {
  it("is there only when there is s455 tax to pay", () => {
    // £3,000 overdrawn and repaid within nine months: nothing chargeable, no tax, nothing for HMRC to repay.
    expect(tellsWhenTaxComesBack({ tax: 0 })).toBe(false);
    // £3,000 still owed nine months on: 3,000 × 33.75 % = £1,012.50 (CTA 2010 s455(2)), repaid by HMRC later.
    expect(tellsWhenTaxComesBack({ tax: 1_012.5 })).toBe(true);
  });
});
