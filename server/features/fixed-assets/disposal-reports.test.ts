import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";
import { makeReady, putCompany, seedYear } from "../exports/exports.test-kit";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const YEAR = { periodStart: "2025-04-01", periodEnd: "2026-03-31" };

describe("equipment sold: the profit and loss, balance sheet and corporation tax reports show one disposal", () => {
  it("derecognises the machine at its carrying amount and gives capital allowances one disposal value", async () => {
    // 12 months to 31 March 2026, not VAT-registered. Sales £20,000. A machine bought 1 May 2025 for £3,600; sold
    // 1 November 2025 for £2,500, banked that day on Equipment, and the sale entered on the register.
    //   Depreciation (3 years, month of purchase in, month of sale out): May–October, 3,600 × 6/36 = £600; carrying
    //   amount £3,000; loss 2,500 − 3,000 = £500 (FRS 105 s17.30), line E 600 + 500 = £1,100; profit before tax
    //   £18,900. Fixed assets 0 + 3,600 − 3,000 − 600 = £0.
    //   Tax: AIA £3,600 (CAA 2001 s51A); the disposal value £2,500 (s61, s62) from a nil main pool: balancing charge
    //   £2,500 (s55(2)), box 710; depreciation and the loss added back (CTA 2009 s53): 18,900 + 600 + 500 + 2,500 −
    //   3,600 = £18,900, box 155. The receipt is not also a cut in the AIA.
    const user = await signUpUser(t.app);
    await putCompany(t, user.cookie, { name: "Machine Sale Ltd", registrationNumber: "01234567", ...YEAR });
    await seedYear(t, user.cookie, [
      { date: "2025-05-01", description: "INVOICE 1", amount: "20000.00", cat: "sales" },
      { date: "2025-05-01", description: "MACHINE SUPPLIES LTD", amount: "-3600.00", cat: "equipment" },
      { date: "2025-11-01", description: "SOLD MACHINE", amount: "2500.00", cat: "equipment" },
    ]);
    const headers = { cookie: user.cookie };
    const list = await t.app.inject({ method: "GET", url: "/api/fixed-assets", headers });
    const [machine] = list.json().assets as { id: string }[];
    const patch = await t.app.inject({
      method: "PATCH",
      url: `/api/fixed-assets/${machine!.id}`,
      headers,
      payload: { disposedOn: "2025-11-01", disposalProceeds: "2500.00" },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    await makeReady(t, user);
    const get = async (url: string) => {
      const res = await t.app.inject({ method: "GET", url, headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };

    const pl = await get("/api/reports/profit-loss");
    expect(pl.disposals).toEqual({ profit: 0, loss: 500 });
    expect(pl.micro).toMatchObject({ depreciationAndOtherAmountsWrittenOff: 1_100, profitBeforeTax: 18_900 });

    const bs = await get("/api/reports/balance-sheet");
    expect(bs.micro.fixedAssets).toEqual({
      opening: 0,
      additions: 3_600,
      disposals: 3_000,
      depreciation: 600,
      total: 0,
    });

    const ct = await get("/api/reports/corporation-tax");
    expect(ct.addBacks).toMatchObject({ depreciation: 600, lossOnDisposal: 500 });
    expect(ct.capitalAllowancesDetail).toMatchObject({
      annualInvestmentAllowance: 3_600,
      mainPool: { disposals: 2_500, balancingCharge: 2_500 },
    });
    expect(ct.ct600).toMatchObject({ box155: 18_900, box690: 3_600, box710: 2_500 });
  });

  it("asks readiness about a receipt on Equipment the register cannot place, rather than netting it", async () => {
    // Opening fixed assets £2,000 (life not known), +£600 on Equipment on 1 October 2025 and no sale on the register:
    // the fixed assets fall by the £600 (no gain or loss made up) to £1,400, the sale is a £600 disposal value from
    // a nil main pool (balancing charge £600, CAA 2001 s55(2)), and readiness warns with the date and amount.
    const user = await signUpUser(t.app);
    await putCompany(t, user.cookie, {
      name: "Unknown Sale Ltd",
      registrationNumber: "01234568",
      ...YEAR,
      openingBalances: { fixedAssets: 2000, calledUpShareCapital: 2000, cash: 0 },
    });
    await seedYear(t, user.cookie, [
      { date: "2025-05-01", description: "INVOICE 1", amount: "10000.00", cat: "sales" },
      { date: "2025-10-01", description: "SOLD SOMETHING", amount: "600.00", cat: "equipment" },
    ]);
    await makeReady(t, user);
    const headers = { cookie: user.cookie };
    const get = async (url: string) => (await t.app.inject({ method: "GET", url, headers })).json();
    expect((await get("/api/reports/balance-sheet")).micro.fixedAssets).toMatchObject({
      opening: 2_000,
      additions: 0,
      disposals: 600,
      total: 1_400,
    });
    expect((await get("/api/reports/corporation-tax")).ct600).toMatchObject({ box710: 600 });
    const check = (await get("/api/reports/readiness")).checks.find((c: { id: string }) => c.id === "equipment-sales");
    expect(check.status).toBe("warn");
    expect(check.message).toContain("£600.00 came in on a fixed-asset line on 1 October 2025");
  });
});
