import { describe, expect, it } from "vitest";
import {
  balanceSheetFromOpening,
  balanceSheetToJson,
  buildAccounts,
  buildComparatives,
  comparativesToJson,
  nextPeriodOpening,
  normaliseOpeningBalances,
} from "../../../../core/accounts";
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
    const result = fillFromAccounts(emptyChFormDraft(), {
      balanceSheet: report,
      directors: ["Ada Lovelace"],
      averageEmployees: 1,
    })!;
    const expected = chFormFromAccounts(accounts.balanceSheet, null);
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

  it("takes the prior year from the report's comparatives: the year closed before, converted back to pence", () => {
    // The year above is closed; the next one opens from it. Its report's prior year is that closed year.
    const next = buildAccounts({
      period: { start: "2026-04-01", end: "2027-03-31" },
      transactions: [tx("6", "2026-05-01", 50_000, "sales")],
      openingBalances: nextPeriodOpening(accounts).openingBalances,
    });
    const comparatives = buildComparatives(next, 1, { kind: "accounts", accounts, averageEmployees: 1 });
    const nextReport: BalanceSheetReport = {
      ...balanceSheetToJson(next.balanceSheet),
      periodSource: "company",
      missing: [],
      comparatives: comparativesToJson(comparatives),
    };
    const result = fillFromAccounts(emptyChFormDraft(), {
      balanceSheet: nextReport,
      directors: [],
      averageEmployees: 1,
    })!;
    const expected = chFormFromAccounts(next.balanceSheet, comparatives.prior!.balanceSheet);
    expect(result.draft).toMatchObject(expected.amounts);
    // The closed year's period-end boxes, as its own current year was filled.
    const closedYear = chFormFromAccounts(accounts.balanceSheet, null).amounts;
    expect(result.draft.cashPrior).toBe(closedYear.cashCurrent);
    expect(result.draft.profitLossAccountPrior).toBe(closedYear.profitLossAccountCurrent);
  });

  it("leaves the prior-year boxes blank when the report has no prior year (a first period, Sch 1 para 7)", () => {
    const first = fillFromAccounts(emptyChFormDraft(), {
      balanceSheet: { ...report, comparatives: null },
      directors: ["Ada"],
      averageEmployees: 0,
    })!;
    expect(first.draft.cashPrior).toBe("");
    expect(first.draft.calledUpShareCapitalPrior).toBe("");
  });

  it("fills the signed-out sample's prior year from the opening balances typed for it", () => {
    const opening = { cash: 1000, calledUpShareCapital: 1, profitLossAccount: 999 };
    const result = fillFromAccounts(emptyChFormDraft(), {
      balanceSheet: report,
      sampleOpeningBalances: opening,
      directors: [],
      averageEmployees: 0,
    })!;
    const typed = normaliseOpeningBalances({
      cash: pence(100_000),
      calledUpShareCapital: pence(100),
      profitLossAccount: pence(99_900),
    });
    expect(result.draft).toMatchObject(
      chFormFromAccounts(accounts.balanceSheet, balanceSheetFromOpening(typed)).amounts,
    );
    expect(result.draft.cashPrior).toBe("1000");
  });

  it("keeps a director already typed and has nothing to fill without a balance sheet", () => {
    const draft = { ...emptyChFormDraft(), directorName: "Grace Hopper" };
    const ctx = { balanceSheet: report, directors: ["Ada"], averageEmployees: 0 };
    expect(fillFromAccounts(draft, ctx)?.draft.directorName).toBe("Grace Hopper");
    expect(fillFromAccounts(draft, ctx)?.draft.cashPrior).toBe("");
    const empty = { ...report, micro: null, period: { endDate: null } };
    expect(fillFromAccounts(draft, { ...ctx, balanceSheet: empty })).toBeNull();
  });
});
