import { describe, expect, it } from "vitest";
import { balanceSheetToJson, buildAccounts } from "../../../../core/accounts";
import type { BalanceSheetReport } from "../../../../core/contracts";
import { chFormFromAccounts, chFormTotals, emptyChFormDraft, validateChForm } from "../../../../core/filing";
import { type Pence, pence } from "../../../../core/money";
import { balanceSheetFromReport, fillFromAccounts } from "./fill-from-accounts";

const tx = (id: string, date: string, amount: number, categoryId: string | null) => ({
  id,
  date,
  amount: pence(amount),
  categoryId: categoryId as never,
});

const accounts = buildAccounts({
  period: { start: "2025-04-01", end: "2026-03-31" },
  transactions: [
    tx("1", "2025-04-03", 1_234_567, "sales"),
    tx("2", "2025-05-01", -65_049, "rent-rates"),
    tx("3", "2025-06-02", -99_999, "equipment"),
    tx("4", "2025-07-02", 200_000, "directors-loan"),
    tx("5", "2025-08-02", -1_234, null),
  ],
  openingBalances: { cash: 100_000 as Pence, calledUpShareCapital: 100 as Pence, profitLossAccount: 99_900 as Pence },
});

const report: BalanceSheetReport = {
  ...balanceSheetToJson(accounts.balanceSheet),
  periodSource: "company",
  missing: [],
};

describe("fill from my accounts", () => {
  it("turns the report's pounds back into exactly the pence core computed", () => {
    expect(balanceSheetFromReport(report)).toMatchObject(accounts.balanceSheet);
  });

  it("fills what core's chFormFromAccounts gives, balancing, with the period end as the date", () => {
    const opening = { cash: 1000, calledUpShareCapital: 1, profitLossAccount: 999 };
    const result = fillFromAccounts(emptyChFormDraft(), {
      balanceSheet: report,
      openingBalances: opening,
      directors: ["Ada Lovelace"],
      averageEmployees: 1,
    })!;
    const expected = chFormFromAccounts(accounts.balanceSheet, {
      cash: pence(100_000),
      calledUpShareCapital: pence(100),
      profitLossAccount: pence(99_900),
    });
    expect(result.draft).toMatchObject(expected.amounts);
    expect(result.draft.balanceSheetDate).toBe("2026-03-31");
    expect(result.draft.directorName).toBe("Ada Lovelace");
    expect(result.draft.averageEmployees).toBe("1");
    const totals = chFormTotals(result.draft, "Current");
    expect(totals.totalNetAssets).toBe(totals.totalCapitalAndReserves);
    expect(validateChForm(result.draft)).toEqual([
      "Balance sheet statement must be checked",
      "Approval date is required",
    ]);
  });

  it("leaves the prior-year boxes blank in a company's first period, opening figures or not (Sch 1 para 7)", () => {
    const ctx = {
      balanceSheet: report,
      openingBalances: { cash: 1000, calledUpShareCapital: 1, profitLossAccount: 999 },
      directors: ["Ada"],
      averageEmployees: 0,
    };
    expect(fillFromAccounts(emptyChFormDraft(), ctx)?.draft.cashPrior).toBe("1000");
    const first = fillFromAccounts(emptyChFormDraft(), { ...ctx, firstPeriod: true })!;
    expect(first.draft.cashPrior).toBe("");
    expect(first.draft.calledUpShareCapitalPrior).toBe("");
  });

  it("keeps a director already typed and has nothing to fill without a balance sheet", () => {
    const draft = { ...emptyChFormDraft(), directorName: "Grace Hopper" };
    const ctx = { balanceSheet: report, openingBalances: null, directors: ["Ada"], averageEmployees: 0 };
    expect(fillFromAccounts(draft, ctx)?.draft.directorName).toBe("Grace Hopper");
    expect(fillFromAccounts(draft, ctx)?.draft.cashPrior).toBe("");
    const empty = { ...report, micro: null, period: { endDate: null } };
    expect(fillFromAccounts(draft, { ...ctx, balanceSheet: empty })).toBeNull();
  });
});
