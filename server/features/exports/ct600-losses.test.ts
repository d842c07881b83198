import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boxesMissingOrDifferent } from "../../exports/test-support/ct600-sheet";
import { readWorkbook, rowWhere, sheet } from "../../exports/test-support/read-workbook";
import type { SeedRow } from "../../test-support/seed";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";
import { DIRECTOR, makeReady, post, putCompany, seedYear } from "./exports.test-kit";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Row = SeedRow & { cat: string | null };
const YEAR = { periodStart: "2025-04-01", periodEnd: "2026-03-31" };
const row = (date: string, amount: string, cat: string): Row => ({
  date,
  description: `${cat} ${amount}`,
  amount,
  cat,
});

async function get(cookie: string, url: string) {
  const res = await t.app.inject({ method: "GET", url, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A company of its own: its tax report and its CT600 draft, read back. */
async function company(settings: Record<string, unknown>, rows: Row[]) {
  const user = await signUpUser(t.app);
  await putCompany(t, user.cookie, { name: "Loss Check Ltd", registrationNumber: "01234567", ...YEAR, ...settings });
  await seedYear(t, user.cookie, rows);
  await makeReady(t, user);
  const api = await get(user.cookie, "/api/reports/corporation-tax");
  const res = await post(t, user.cookie, "/api/exports/hmrc-pack/xlsx", { directorName: DIRECTOR, confirmed: true });
  expect(res.statusCode, res.body).toBe(200);
  return { api, workbook: await readWorkbook(res.rawPayload), user };
}

describe("losses and interest in the report and the CT600 draft (CTA 2010 Part 4; CTA 2009 Part 5)", () => {
  it("losses entered larger than the profit plus interest: only what covers it is used, the rest carries on", async () => {
    // Sales £12,000 and bank interest £300 (box 170, not 155). Brought forward: £3,000 of losses before 1 April 2017
    // and £50,000 since. Box 155 = 12,000; 160 = 3,000 (s45, the trade only); 165 = 9,000; 235 = 9,300; 285 =
    // 9,300 (s45A, only what covers the total profits); 315 = 0, no tax. Carried forward: 50,000 − 9,300 = 40,700.
    const { api, workbook } = await company(
      { tradingLossesBroughtForward: 50_000, tradingLossesBroughtForwardBefore2017: 3_000 },
      [row("2025-06-01", "12000.00", "sales"), row("2025-09-30", "300.00", "interest-received")],
    );
    expect(api.ct600).toMatchObject({
      box155: 12_000,
      box160: 3_000,
      box165: 9_000,
      box170: 300,
      box235: 9_300,
      box285: 9_300,
      box315: 0,
      box326: null,
    });
    expect(api.tax).toBe(0);
    expect(api.losses).toMatchObject({ broughtForward: 53_000, arising: 0, used: 12_300, carriedForward: 40_700 });
    expect(boxesMissingOrDifferent(sheet(workbook, "CT600 boxes"), api.ct600)).toEqual([]);
    const memo = rowWhere(sheet(workbook, "Tax computation"), 1, "Total");
    expect([2, 3, 4, 5].map((c) => memo.getCell(c).value)).toEqual([53_000, 0, 12_300, 40_700]);
  });

  it("a claim for less than the whole, set on the Company page: £5,000 of it against £9,300", async () => {
    // Box 285 = 5,000; box 315 = 9,300 − 5,000 = 4,300 → 4,300 × 19 % = 817.00.
    const { api, workbook } = await company(
      { tradingLossesBroughtForward: 50_000, tradingLossesBroughtForwardBefore2017: 3_000, tradingLossesClaim: 5_000 },
      [row("2025-06-01", "12000.00", "sales"), row("2025-09-30", "300.00", "interest-received")],
    );
    expect(api.ct600).toMatchObject({ box285: 5_000, box315: 4_300 });
    expect(api.tax).toBe(817);
    expect(boxesMissingOrDifferent(sheet(workbook, "CT600 boxes"), api.ct600)).toEqual([]);
  });

  it("refuses losses that are not whole pounds", async () => {
    const user = await signUpUser(t.app);
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/company",
      headers: { cookie: user.cookie },
      payload: { tradingLossesBroughtForward: 12.5 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/whole pounds/);
  });

  it("a CT600A from the director's loan account, named after the director", async () => {
    // £6,000 lent on 1 June 2025, £1,000 back on 1 March 2026 (before the end: A5 yes), £5,000 back on 1 June 2026
    // (within nine months: the A25 row). A15 = 5,000 → A20 = 1,687.50; A40 = 5,000 → A45 = 1,687.50; A80 = 0.
    const { api, workbook } = await company({}, [
      row("2025-05-01", "8000.00", "sales"),
      row("2025-06-01", "-6000.00", "directors-loan"),
      row("2026-03-01", "1000.00", "directors-loan"),
      row("2026-06-01", "5000.00", "directors-loan"),
    ]);
    expect(api.ct600.ct600a).toMatchObject({
      a5: true,
      a10: [{ name: DIRECTOR, amount: 5_000 }],
      a15: 5_000,
      a40: 5_000,
      a80: 0,
      part2: { rows: [{ name: DIRECTOR, repaid: 5_000, writtenOff: null, date: "2026-06-01" }] },
    });
    const ws = sheet(workbook, "CT600A");
    const a = (box: string) => rowWhere(ws, 1, box).getCell(3).value;
    expect([a("A5"), a("A10"), a("A25")]).toEqual(["X", DIRECTOR, DIRECTOR]);
  });
});

describe("a loss carried forward by closing the year (uk-accounting-rules §10)", () => {
  it("a two-year case: £5,000 lost, then £20,000 of profit taxed on £15,000", async () => {
    // Year one (to 31 March 2024): sales £1,000, costs £6,000: a loss of £5,000 (box 780), no tax. Closing it hands
    // the loss on. Year two (to 31 March 2025): sales £20,000; box 285 = 5,000; box 315 = 15,000 → 2,850.00 at 19 %
    // (not 3,800.00).
    const user = await signUpUser(t.app);
    await putCompany(t, user.cookie, { name: "Two Years Ltd", periodStart: "2023-04-01", periodEnd: "2024-03-31" });
    await seedYear(t, user.cookie, [
      row("2023-05-01", "1000.00", "sales"),
      row("2023-06-01", "-6000.00", "other-expenses"),
      row("2024-05-01", "20000.00", "sales"),
    ]);
    const first = await get(user.cookie, "/api/reports/corporation-tax");
    expect(first.ct600.box780).toBe(5_000);
    expect(first.losses.carriedForward).toBe(5_000);
    await makeReady(t, user);
    const closed = await post(t, user.cookie, "/api/periods/close", {});
    expect(closed.statusCode, closed.body).toBe(200);
    const second = await get(user.cookie, "/api/reports/corporation-tax");
    expect(second.losses).toMatchObject({ broughtForward: 5_000, used: 5_000, carriedForward: 0 });
    expect(second.ct600).toMatchObject({ box155: 20_000, box285: 5_000, box315: 15_000 });
    expect(second.tax).toBe(2_850);
  });
});
