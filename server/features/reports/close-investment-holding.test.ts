import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changedInTest, saveRows } from "../../test-support/seed";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const get = async (cookie: string, url: string) =>
  (await t.app.inject({ method: "GET", url, headers: { cookie } })).json();
const put = (cookie: string, payload: object) =>
  t.app.inject({ method: "PUT", url: "/api/company", headers: { cookie }, payload });

/**
 * "Interest Only Ltd": no trade, £100 of gross interest in the 12 months to 31 March 2026. Not set, it is charged
 * 100 × 19 % = £19 with box 329 ticked; set as a close investment-holding company (CTA 2010 s34), 100 × 25 % = £25
 * with no small profits rate (s18N) and box 329 blank.
 */
describe("close investment-holding company, from the company setting to the corporation tax report", () => {
  it("charges the main rate once set, and the readiness hint asks until it is", async () => {
    const user = await signUpUser(t.app);
    expect((await put(user.cookie, { periodStart: "2025-04-01", periodEnd: "2026-03-31" })).statusCode).toBe(200);
    const saved = await saveRows(t.app, user.cookie, [
      { date: "2025-09-30", description: "GROSS INTEREST", amount: "100.00" },
    ]);
    const id = saved.transactions[0]!.id;
    await t.database.query(
      "update transactions set category_id = 'interest-received', category_stage = 'user' where id = $1",
      [id],
    );
    await changedInTest(t.database, id);
    const hint = async () =>
      (await get(user.cookie, "/api/reports/readiness")).checks.find(
        (c: { id: string }) => c.id === "close-investment-holding",
      );

    expect((await get(user.cookie, "/api/company")).closeInvestmentHolding).toBe(false);
    const before = await get(user.cookie, "/api/reports/corporation-tax");
    expect([before.ct600.box170, before.tax, before.ct600.box329]).toEqual([100, 19, true]);
    expect(await hint()).toMatchObject({ status: "warn", fixAt: "/company#company-close-investment-holding" });
    expect((await hint()).message).toContain("close investment-holding company (CTA 2010 s34), taxed at 25%");

    expect((await put(user.cookie, { closeInvestmentHolding: "yes" })).statusCode).toBe(400);
    const res = await put(user.cookie, { closeInvestmentHolding: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().closeInvestmentHolding).toBe(true);
    const after = await get(user.cookie, "/api/reports/corporation-tax");
    expect([after.ct600.box170, after.tax, after.ct600.box329, after.ct600.box435]).toEqual([100, 25, null, null]);
    expect(
      after.financialYears.map((y: { band: string; appliedRatePercent: number }) => [y.band, y.appliedRatePercent]),
    ).toEqual([["main-rate", 25]]);
    expect((await hint()).status).toBe("pass");
  });
});
