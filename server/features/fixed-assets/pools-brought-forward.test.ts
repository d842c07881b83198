import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boxesMissingOrDifferent } from "../../exports/test-support/ct600-sheet";
import { readWorkbook, sheet } from "../../exports/test-support/read-workbook";
import { type Api, apiAs, DIRECTOR, readyToSign, seedLines } from "../../test-support/accounts-kit";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";

let t: TestApp;
let api: Api;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = (await signUpUser(t.app)).cookie;
  api = apiAs(t, cookie);
  const put = await api.put("/api/company", {
    periodStart: "2025-04-01",
    periodEnd: "2026-03-31",
    registrationNumber: "01234567",
  });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  await seedLines(t, cookie, [
    ["2025-05-01", "INVOICE 1", "20000.00", "sales"],
    ["2026-05-01", "INVOICE 2", "5000.00", "sales"],
  ]);
});
afterAll(() => t.close());

describe("capital allowance pools brought forward into the first year in Microfile (CAA 2001 s59)", () => {
  it("are kept as whole pounds on PUT /api/company and refused otherwise, in words", async () => {
    const bad = await api.put("/api/company", { capitalAllowancesMainPoolBroughtForward: 10.5 });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/whole pounds/);
    const negative = await api.put("/api/company", { capitalAllowancesSpecialRatePoolBroughtForward: -1 });
    expect(negative.status).toBe(400);
    expect(negative.body.error).toMatch(/must not be negative/);
    const before = (await api.get("/api/company")).body;
    expect(before).toMatchObject({
      capitalAllowancesMainPoolBroughtForward: 0,
      capitalAllowancesSpecialRatePoolBroughtForward: 0,
    });
    const ok = await api.put("/api/company", {
      capitalAllowancesMainPoolBroughtForward: 10_000,
      capitalAllowancesSpecialRatePoolBroughtForward: 900,
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({
      capitalAllowancesMainPoolBroughtForward: 10_000,
      capitalAllowancesSpecialRatePoolBroughtForward: 900,
    });
  });

  it("open the first period's pools: WDA on the main pool, the small special rate pool written off", async () => {
    // 12 months to 31 March 2026, no additions. Main pool £10,000 brought forward: WDA 18 % (CAA 2001 s56(1), before
    // the 14 % from 1 April 2026) = £1,800, carried forward £8,200. Special rate pool £900: £1,000 or less, written
    // off whole (s56A), carried forward nil. Allowances 1,800 + 900 = £2,700 (boxes 705 and 695).
    // Profit £20,000 − 2,700 = £17,300 (box 155); tax 17,300 × 19 % = £3,287.00 (FY2025, small profits rate).
    const { status, body } = await api.get("/api/reports/corporation-tax");
    expect(status).toBe(200);
    expect(body.capitalAllowancesDetail.mainPool).toMatchObject({
      broughtForward: 10_000,
      additions: 0,
      allowances: 1_800,
      carriedForward: 8_200,
    });
    expect(body.capitalAllowancesDetail.specialRatePool).toMatchObject({
      broughtForward: 900,
      allowances: 900,
      carriedForward: 0,
    });
    expect(body.capitalAllowances).toBe(2_700);
    expect(body.ct600).toMatchObject({ box155: 17_300, box705: 1_800, box695: 900, box315: 17_300 });
    expect(body.tax).toBe(3_287);

    // The CT600 draft shows the same boxes.
    await readyToSign(t, cookie);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/exports/hmrc-pack/xlsx",
      headers: { cookie },
      payload: { directorName: DIRECTOR, confirmed: true },
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const workbook = await readWorkbook(res.rawPayload);
    expect(boxesMissingOrDifferent(sheet(workbook, "CT600 boxes"), body.ct600)).toEqual([]);
  });

  it("hand on to the next year what the closed year carried forward, and are then kept as typed", async () => {
    // Closing the year hands the main pool's £8,200 to the 12 months to 31 March 2027: WDA at 14 % (from 1 April
    // 2026) = £1,148, carried forward £7,052; the typed £10,000 belongs to the first year only.
    const close = await api.post("/api/periods/close", {});
    expect(close.status, JSON.stringify(close.body)).toBe(200);
    const { body } = await api.get("/api/reports/corporation-tax");
    expect(body.startDate).toBe("2026-04-01");
    expect(body.capitalAllowancesDetail.mainPool).toMatchObject({
      broughtForward: 8_200,
      allowances: 1_148,
      carriedForward: 7_052,
    });
    const changed = await api.put("/api/company", { capitalAllowancesMainPoolBroughtForward: 5_000 });
    expect(changed.status).toBe(409);
    const closed = await api.get("/api/reports/corporation-tax?period=2025-04-01");
    expect(closed.body.capitalAllowancesDetail.mainPool).toMatchObject({
      broughtForward: 10_000,
      carriedForward: 8_200,
    });
  });
});
