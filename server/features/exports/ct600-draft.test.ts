import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boxesMissingOrDifferent, sheetBoxes } from "../../exports/test-support/ct600-sheet";
import { readWorkbook, rowWhere, sheet } from "../../exports/test-support/read-workbook";
import type { SeedRow } from "../../test-support/seed";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";
import { makeReady, post, putCompany, seedYear } from "./exports.test-kit";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Row = SeedRow & { cat: string | null };
const YEAR = { periodStart: "2025-04-01", periodEnd: "2026-03-31" };

/** A company of its own with these settings and lines: its tax report and its CT600 draft, read back. */
async function company(settings: Record<string, unknown>, rows: Row[]) {
  const user = await signUpUser(t.app);
  await putCompany(t, user.cookie, { name: "Box Check Ltd", registrationNumber: "01234567", ...settings });
  await seedYear(t, user.cookie, rows);
  await makeReady(t, user);
  const report = await t.app.inject({
    method: "GET",
    url: "/api/reports/corporation-tax",
    headers: { cookie: user.cookie },
  });
  expect(report.statusCode).toBe(200);
  const res = await post(t, user.cookie, "/api/exports/hmrc-pack/xlsx", {
    directorName: "Ada Lovelace",
    confirmed: true,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { api: report.json(), workbook: await readWorkbook(res.rawPayload) };
}

const sale = (date: string, amount: string): Row => ({ date, description: `INVOICE ${amount}`, amount, cat: "sales" });

/*
 * The CT600 draft shows exactly the figures of GET /api/reports/corporation-tax, box by box, in each case of the
 * rules (worked figures in core/tax's tests).
 */
describe("the CT600 draft against the API's computation", () => {
  it("£35,000.99 of profit: box 315 £35,000, tax £6,650.00 (rule F035)", async () => {
    const { api, workbook } = await company({ ...YEAR, utr: "1234567890" }, [sale("2025-06-01", "35000.99")]);
    expect(api).toMatchObject({ taxableProfit: 35_000.99, chargeableProfits: 35_000, tax: 6_650, totalTax: 6_650 });
    const ws = sheet(workbook, "CT600 boxes");
    expect(boxesMissingOrDifferent(ws, api.ct600)).toEqual([]);
    expect([3, 315, 345, 440, 975].map((b) => sheetBoxes(ws).get(b))).toEqual([
      "1234567890",
      35_000,
      6_650,
      6_650,
      "Ada Lovelace",
    ]);
  });

  it("£35,000.99 of profit, £2,000.00 of its tax paid after the year end: box 595 £2,000.00, box 600 £4,650.00", async () => {
    const paid: Row = {
      date: "2026-12-01",
      description: "HMRC CORPORATION TAX",
      amount: "-2000.00",
      cat: "corporation-tax",
    };
    const { api, workbook } = await company({ ...YEAR, utr: "1234567890" }, [sale("2025-06-01", "35000.99"), paid]);
    expect(api.ct600).toMatchObject({ box528: 6_650, box595: 2_000, box600: 4_650 });
    const ws = sheet(workbook, "CT600 boxes");
    expect(boxesMissingOrDifferent(ws, api.ct600)).toEqual([]);
    expect([595, 600].map((b) => sheetBoxes(ws).get(b))).toEqual([2_000, 4_650]);
  });

  it("£120,000.67 of profit: £30,000.00 less £1,950.00 marginal relief = £28,050.00", async () => {
    const { api, workbook } = await company(YEAR, [sale("2025-06-01", "120000.67")]);
    expect(api).toMatchObject({ tax: 28_050, marginalRelief: 1_950 });
    expect(api.ct600).toMatchObject({ box315: 120_000, box430: 30_000, box435: 1_950, box440: 28_050 });
    expect(boxesMissingOrDifferent(sheet(workbook, "CT600 boxes"), api.ct600)).toEqual([]);
  });

  it("a period straddling 1 April 2023: both years' rows in box order, 327/328, the remainder on 385", async () => {
    // 1 Oct 2022–30 Sep 2023, £60,000: 335 = round(60,000 × 182/365) = 29,918 at 19 % = 5,684.42; 385 = 30,082 at
    // 25 % = 7,520.50, less marginal relief on FY2023's share of the limits.
    const { api, workbook } = await company(
      { periodStart: "2022-10-01", periodEnd: "2023-09-30", associatedCompanies: 1 },
      [sale("2022-12-01", "60000.00")],
    );
    expect(api.ct600.rows.map((r: { profitBox: number; profit: number }) => [r.profitBox, r.profit])).toEqual([
      [335, 29_918],
      [385, 30_082],
    ]);
    expect(api.ct600).toMatchObject({ box326: null, box327: 1, box328: 1, box330: 2022, box380: 2023 });
    const ws = sheet(workbook, "CT600 boxes");
    expect(boxesMissingOrDifferent(ws, api.ct600)).toEqual([]);
    expect(sheetBoxes(ws).get(345)).toBe(5_684.42);
  });

  it("equipment and dividends received: the allowance in 690, the spending in 775, the dividends in 620", async () => {
    // 60,000 sales; a £5,000 machine (depreciation added back, AIA £5,000): 315 = 55,000; 620 = 8,000 (from
    // £8,000.50); A = 63,000: 13,750.00 − 3/200 × 187,000 × 55,000/63,000 = 13,750.00 − 2,448.81 = 11,301.19.
    const { api, workbook } = await company({ ...YEAR, nonGroupDividendsReceived: 8000.5 }, [
      sale("2025-05-01", "60000.00"),
      { date: "2025-06-01", description: "MACHINE", amount: "-5000.00", cat: "equipment" },
    ]);
    expect(api.ct600).toMatchObject({ box315: 55_000, box620: 8_000, box690: 5_000, box775: 5_000, box440: 11_301.19 });
    expect(boxesMissingOrDifferent(sheet(workbook, "CT600 boxes"), api.ct600)).toEqual([]);
  });

  it("no loan to a participator outstanding: no CT600A sheet, box 95 not ticked, box 480 nil (CTA 2010 s455)", async () => {
    // £2,000 drawn by the director and £2,000 repaid within the period: nothing owed at the end, so no s455 charge.
    const { api, workbook } = await company(YEAR, [
      sale("2025-05-01", "20000.00"),
      { date: "2025-10-01", description: "TO DIRECTOR", amount: "-2000.00", cat: "directors-loan" },
      { date: "2026-01-01", description: "FROM DIRECTOR", amount: "2000.00", cat: "directors-loan" },
    ]);
    expect(api.ct600.ct600a ?? null).toBeNull();
    expect(api.ct600.box95 ?? false).toBe(false);
    expect(api.ct600.box480 ?? 0).toBe(0);
    expect(workbook.worksheets.map((w) => w.name).filter((n) => n.startsWith("CT600A"))).toEqual([]);
  });

  it("a director's loan overdrawn at the end: the CT600A, box 95, box 480 and the tax payable with the return", async () => {
    // £10,000.50 paid to the director (nothing owed to them); £4,000.25 back on 1 June 2026, within nine months.
    // A15 10,000 → A20 3,375.00; A40 4,000 → A45 1,350.00; A80 = 480 = 2,025.00; 20,000 × 19 % = 3,800.00 tax;
    // 528 = 5,825.00. The year's tax (the P&L charge) stays £3,800.00.
    const { api, workbook } = await company(YEAR, [
      sale("2025-05-01", "20000.00"),
      { date: "2025-10-01", description: "TO DIRECTOR", amount: "-10000.50", cat: "directors-loan" },
      { date: "2026-06-01", description: "FROM DIRECTOR", amount: "4000.25", cat: "directors-loan" },
    ]);
    expect(api).toMatchObject({ tax: 3_800, totalTax: 3_800 });
    expect(api.ct600).toMatchObject({ box95: true, box480: 2_025, box528: 5_825 });
    expect(api.ct600.ct600a).toMatchObject({ a15: 10_000, a20: 3_375, a40: 4_000, a45: 1_350, a80: 2_025 });
    expect(boxesMissingOrDifferent(sheet(workbook, "CT600 boxes"), api.ct600)).toEqual([]);
    const a = sheet(workbook, "CT600A");
    expect(["A15", "A20", "A40", "A45", "A80"].map((box) => rowWhere(a, 1, box).getCell(3).value)).toEqual([
      10_000, 3_375, 4_000, 1_350, 2_025,
    ]);
  });
});
