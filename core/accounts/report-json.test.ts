import { describe, expect, it } from "vitest";
import {
  buildAccounts,
  buildComparatives,
  comparativesToJson,
  s455ToJson,
  toReportJson,
  vatSummaryToJson,
} from "./index";
import { lineMaker, YEAR } from "./test-support";

const line = lineMaker("j");
const vat = { registered: true, scheme: "flat-rate", flatRatePercent: 16.5, registeredFrom: null } as const;
const a = buildAccounts({
  period: YEAR,
  vat,
  transactions: [line("2024-05-01", 1_000, "sales"), line("2024-06-01", -400, "directors-loan")],
});

describe("report JSON of the new figures", () => {
  it("gives VAT in pounds, keeping the basis points and the ids behind each figure", () => {
    // 16.5 % of £1,000.00 = £165.00.
    expect(vatSummaryToJson(a.vat)).toMatchObject({
      scheme: "flat-rate",
      flatRateBasisPoints: 1_650,
      flatRateVat: 165,
      liability: 165,
      sources: { flatRateVat: { transactionIds: ["j1"] } },
    });
  });

  it("gives s455 in pounds with its rate as basis points, and null when there is none", () => {
    // £400 × 33.75 % = £135.00.
    expect(s455ToJson(a.s455)).toMatchObject({ overdrawnAtPeriodEnd: 400, tax: 135, rateBasisPoints: 3_375 });
    expect(s455ToJson(null)).toBeNull();
  });

  it("keeps employees as counts in the comparatives, and adds the new parts to the whole report", () => {
    const json = comparativesToJson(buildComparatives(a, 3, null));
    expect(json.current.averageEmployees).toBe(3);
    expect(json.current.balanceSheet.netAssets).toBe(a.balanceSheet.netAssets / 100);
    const report = toReportJson(a);
    expect(report.vat.flatRateVat).toBe(165);
    expect(report.categoryBreakdown[0]).toMatchObject({ categoryId: "sales", bankLines: 1_000, vat: 165, amount: 835 });
    expect(report.yearEnd.prepaymentsAndAccrualsNote).toContain("item D");
    expect("postings" in report).toBe(false);
  });
});
