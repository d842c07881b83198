import { describe, expect, it } from "vitest";
import { balanceSheetToJson, buildAccounts } from "../../../../core/accounts";
import type { BalanceSheetReport } from "../../../../core/contracts";
import { fromPoundsNumber, type Pence, pence, sum } from "../../../../core/money";
import { balanceSheetSections } from "./balance-sheet-sections";

const tx = (id: string, date: string, amount: number, categoryId: string | null) => ({
  id,
  date,
  amount: pence(amount),
  categoryId: categoryId as never,
});

function report(): BalanceSheetReport {
  const accounts = buildAccounts({
    period: { start: "2025-04-01", end: "2026-03-31" },
    transactions: [
      tx("1", "2025-04-03", 5_000_000, "sales"),
      tx("2", "2025-05-01", -1_250_099, "rent-rates"),
      tx("3", "2025-06-02", -129_900, "equipment"),
      tx("4", "2025-07-02", -300_000, "directors-loan"),
      tx("5", "2025-08-02", -1_234, null),
      tx("6", "2025-09-02", -50_000, "transfers"),
      tx("7", "2025-10-02", 10_000, "share-capital"),
    ],
    openingBalances: {
      cash: pence(100_000),
      stocks: pence(20_000),
      creditorsWithinOneYear: pence(30_000),
      creditorsAfterOneYear: pence(40_000),
      calledUpShareCapital: pence(100),
      profitLossAccount: pence(49_900),
    },
  });
  return { ...balanceSheetToJson(accounts.balanceSheet), periodSource: "company", missing: [] };
}

const toPence = (pounds: number): Pence => fromPoundsNumber(pounds)!;

describe("balance sheet sections", () => {
  const sections = balanceSheetSections(report());
  const section = (title: string) => sections.find((s) => s.title === title)!;
  const lines = (title: string) => section(title).rows.filter((r) => !r.total);
  const total = (title: string) => section(title).rows.find((r) => r.total)!;

  it("shows every line the totals are made of, so each section adds up to the penny", () => {
    for (const title of ["Assets", "Liabilities", "Equity"]) {
      expect(sum(lines(title).map((r) => toPence(r.amount))), title).toBe(toPence(total(title).amount));
    }
    const net = section("Net Assets").rows[0]!.amount;
    expect(toPence(total("Assets").amount) - toPence(total("Liabilities").amount)).toBe(toPence(net));
    expect(net).toBe(total("Equity").amount);
  });

  it("keeps the spec's lines and adds the others only when they are not zero", () => {
    expect(lines("Assets").map((r) => r.label)).toEqual([
      "Fixed assets",
      "Stocks",
      "Director's loan account (overdrawn)",
      // The overdrawn loan is still owed nine months on, so s455 tax shows as a debtor and a creditor (§9).
      "s455 tax recoverable when the director's loan is repaid",
      "Cash at Bank",
      "Uncategorised transactions (money paid out, not yet explained)",
      "Transfers out to accounts not in these books",
    ]);
    expect(lines("Liabilities")[0]).toMatchObject({ label: "Directors Loan", amount: 0, drillKey: "directors-loan" });
    // Stock has no transactions, but the drill-down explains it (opening and closing stock, GET /api/reports/explain).
    expect(lines("Assets").find((r) => r.label === "Stocks")?.drillKey).toBe("stocks");
    expect(lines("Equity").map((r) => r.label)).toEqual(["Called up share capital", "Retained Earnings"]);
  });
});

describe("balance sheet sections with shares not paid for", () => {
  it("shows called up share capital not paid (A) first among the assets, so the assets add up to their total", () => {
    // 100 £1 shares issued on incorporation, nothing paid in (CA 2006 s547; SI 2008/409 Sch 1 item A): assets are
    // A £100 and cash £0, total £100 = share capital £100.
    const accounts = buildAccounts({
      period: { start: "2025-04-01", end: "2026-03-31" },
      transactions: [],
      settings: { firstPeriod: true, sharesIssuedNotPaid: pence(10_000) },
    });
    const r: BalanceSheetReport = {
      ...balanceSheetToJson(accounts.balanceSheet),
      periodSource: "company",
      missing: [],
    };
    const assets = balanceSheetSections(r).find((s) => s.title === "Assets")!;
    expect(assets.rows.map((row) => [row.label, row.amount])).toEqual([
      ["Called up share capital not paid", 100],
      ["Cash at Bank", 0],
      ["Total Assets", 100],
    ]);
  });
});

describe("balance sheet sections with year-end adjustments", () => {
  it("shows prepayments (line D) and accruals (line J), each opening the drill-down that explains it", () => {
    // £1,000 of rent paid in the period, £300 of it for next year (a prepayment); £200 of fees not yet billed
    // (an accrual). Assets: cash £1,000 − £1,000 = £0 plus the £300 prepayment; accruals £200 in liabilities.
    const accounts = buildAccounts({
      period: { start: "2025-04-01", end: "2026-03-31" },
      transactions: [tx("1", "2025-04-03", 100_000, "share-capital"), tx("2", "2025-05-01", -100_000, "rent-rates")],
      adjustments: [
        {
          id: "p",
          kind: "prepayment",
          categoryId: "rent-rates",
          description: "",
          amount: pence(30_000),
          vatRate: null,
        },
        {
          id: "a",
          kind: "accrual",
          categoryId: "professional-fees",
          description: "",
          amount: pence(20_000),
          vatRate: null,
        },
      ],
    });
    const r: BalanceSheetReport = {
      ...balanceSheetToJson(accounts.balanceSheet),
      periodSource: "company",
      missing: [],
    };
    const rows = balanceSheetSections(r).flatMap((s) => s.rows);
    expect(rows.find((row) => row.label === "Prepayments and accrued income")).toMatchObject({
      amount: 300,
      drillKey: "prepayments",
    });
    expect(rows.find((row) => row.label === "Accruals and deferred income")).toMatchObject({
      amount: 200,
      drillKey: "accruals",
    });
    const assets = balanceSheetSections(r).find((s) => s.title === "Assets")!;
    const assetLines = assets.rows.filter((row) => !row.total);
    expect(sum(assetLines.map((row) => toPence(row.amount)))).toBe(toPence(assets.rows.at(-1)!.amount));
  });
});
