import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiAs, type Line, seedLines } from "../../test-support/accounts-kit";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FLAT_RATE = {
  periodStart: "2024-04-01",
  periodEnd: "2025-03-31",
  vatRegistered: true,
  vatScheme: "flat-rate",
  vatFlatRatePercent: 14.5,
  vatRegisteredFrom: "2024-01-01",
};

async function company(settings: Record<string, unknown>, lines: Line[]) {
  const { cookie } = await signUpUser(t.app);
  const api = apiAs(t, cookie);
  const res = await api.put("/api/company", settings);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { api, ids: await seedLines(t, cookie, lines) };
}

/*
 * VAT Notice 733 §6.3 (after Fanfield / Thexton [2011] UKFTT 42 (TC00919)): bank interest is not flat-rate turnover.
 * 14.5 %, first year of registration 13.5 %: sales £75,000 × 13.5 % = £10,125.00; the £50 of interest bears none.
 * Turnover 75,000 − 10,125 = 64,875; other income 50.
 */
describe("the VAT report on the flat rate scheme, with bank interest", () => {
  it("leaves the interest out of flat-rate turnover", async () => {
    const { api } = await company(FLAT_RATE, [
      ["2024-06-01", "CLIENT PAYMENT", "75000.00", "sales"],
      ["2024-06-30", "GROSS INTEREST", "50.00", "interest-received"],
    ]);
    const vat = (await api.get("/api/reports/vat")).body;
    expect(vat).toMatchObject({ flatRateBasisPoints: 1450, flatRateTurnover: 75_000, flatRateVat: 10_125 });
    const pl = (await api.get("/api/reports/profit-loss")).body;
    expect(pl.micro).toMatchObject({ turnover: 64_875, otherIncome: 50 });
  });
});

/*
 * VAT Notice 733 §15: equipment bought for £1,200 (under £2,000: no VAT reclaimed) and sold for £600 in its first
 * year of registration. Until the sale is on the register, which asset was sold is unknown and the VAT fraction is
 * charged outside the scheme: 600/6 = £100 of output VAT. Once the register says the £1,200 asset was sold for £600,
 * the sale joins flat-rate turnover: 600 × 13.5 % = £81.00.
 */
describe("the VAT report on the flat rate scheme, selling equipment", () => {
  it("charges output VAT or the flat rate as the register says the asset's VAT was reclaimed", async () => {
    const { api, ids } = await company(FLAT_RATE, [
      ["2024-05-01", "OLD MACBOOK", "-1200.00", "equipment"],
      ["2024-10-01", "SOLD OLD MACBOOK", "600.00", "equipment"],
    ]);
    const unknown = (await api.get("/api/reports/vat")).body;
    expect(unknown).toMatchObject({ outputVat: 100, inputVat: 0, flatRateVat: 0, liability: 100 });
    expect(unknown.sources.outputVat.transactionIds).toEqual([ids.get("SOLD OLD MACBOOK")]);

    const sold = { disposedOn: "2024-10-01", disposalProceeds: "600.00" };
    const patched = await api.patch(`/api/fixed-assets/${ids.get("OLD MACBOOK")}`, sold);
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    const known = (await api.get("/api/reports/vat")).body;
    expect(known).toMatchObject({ outputVat: 0, flatRateTurnover: 600, flatRateVat: 81, liability: 81 });
  });

  it("reports the sale's VAT as output VAT on the standard scheme", async () => {
    const { api } = await company({ ...FLAT_RATE, vatScheme: "standard", vatFlatRatePercent: null }, [
      ["2024-05-01", "LATHE", "-2400.00", "equipment"],
      ["2024-10-01", "SOLD OLD MACBOOK", "600.00", "equipment"],
    ]);
    // Input VAT 2,400/6 = 400 (box 4); output VAT 600/6 = 100 (box 1); repayment due 300.
    expect((await api.get("/api/reports/vat")).body).toMatchObject({ outputVat: 100, inputVat: 400, liability: -300 });
  });
});
