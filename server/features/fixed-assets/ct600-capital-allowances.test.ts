import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boxesMissingOrDifferent, sheetBoxes } from "../../exports/test-support/ct600-sheet";
import { readWorkbook, sheet } from "../../exports/test-support/read-workbook";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";
import { makeReady, post, putCompany, seedYear } from "../exports/exports.test-kit";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const YEAR = { periodStart: "2025-04-01", periodEnd: "2026-03-31" };

describe("the CT600 workbook's capital allowance boxes against GET /api/reports/corporation-tax", () => {
  it("a car above 50 g/km and a van sold within the year: 690, 695, 710 and 775 agree", async () => {
    // 12 months to 31 March 2026. Sales £80,000. A van £12,000 (its VAT not reclaimed: not VAT-registered): AIA
    // £12,000 (s51A); sold 1 March 2026 for £7,000: disposal value £7,000 (s62) from a nil main pool, balancing
    // charge £7,000 (s55(2)): box 710. A car £30,000 at 160 g/km: special rate pool (s104AA), 6 % = £1,800 (box
    // 695). Profit per accounts is £80,000 less depreciation, which is added back (CTA 2009 s53), so trading
    // profits are 80,000 + 7,000 − 12,000 − 1,800 = £73,200 (box 155). Box 775: 12,000 + 30,000 = £42,000.
    const user = await signUpUser(t.app);
    await putCompany(t, user.cookie, { name: "Vehicle Check Ltd", registrationNumber: "01234567", ...YEAR });
    await seedYear(t, user.cookie, [
      { date: "2025-05-01", description: "INVOICE 1", amount: "80000.00", cat: "sales" },
      { date: "2025-06-01", description: "VAN SALES LTD", amount: "-12000.00", cat: "motor-vehicles" },
      { date: "2025-07-01", description: "CAR DEALER", amount: "-30000.00", cat: "motor-vehicles" },
    ]);
    const list = await t.app.inject({ method: "GET", url: "/api/fixed-assets", headers: { cookie: user.cookie } });
    const [van, car] = list.json().assets as { id: string }[];
    const patch = (id: string, payload: object) =>
      t.app.inject({ method: "PATCH", url: `/api/fixed-assets/${id}`, headers: { cookie: user.cookie }, payload });
    expect(
      (await patch(van!.id, { kind: "van", disposedOn: "2026-03-01", disposalProceeds: "7000.00" })).statusCode,
    ).toBe(200);
    expect((await patch(car!.id, { co2GramsPerKm: 160 })).statusCode).toBe(200);
    await makeReady(t, user);
    const report = await t.app.inject({
      method: "GET",
      url: "/api/reports/corporation-tax",
      headers: { cookie: user.cookie },
    });
    const api = report.json();
    expect(api.ct600).toMatchObject({ box155: 73_200, box690: 12_000, box695: 1_800, box710: 7_000, box775: 42_000 });
    const res = await post(t, user.cookie, "/api/exports/hmrc-pack/xlsx", {
      directorName: "Ada Lovelace",
      confirmed: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const ws = sheet(await readWorkbook(res.rawPayload), "CT600 boxes");
    expect(boxesMissingOrDifferent(ws, api.ct600)).toEqual([]);
    expect([690, 695, 710, 775].map((b) => sheetBoxes(ws).get(b))).toEqual([12_000, 1_800, 7_000, 42_000]);
  });
});
