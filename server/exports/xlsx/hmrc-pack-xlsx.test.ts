import type ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import type { FilingPackData } from "../../../core/filing/pack";
import { fromPoundsNumber } from "../../../core/money";
import { corporationTaxToJson } from "../../../core/tax";
import { boxesMissingOrDifferent, sheetBoxes, sheetBoxOrder } from "../test-support/ct600-sheet";
import { readWorkbook, rowWhere, sheet } from "../test-support/read-workbook";
import { samplePackData, sampleTransactions } from "../test-support/sample-pack";
import { renderHmrcPackXlsx } from "./hmrc-pack-xlsx";
import { POUNDS_AND_PENCE_FORMAT, WHOLE_POUNDS_FORMAT } from "./money-format";

let data: FilingPackData;
let workbook: ExcelJS.Workbook;

const DETAILS = {
  utr: "1234567890",
  declaration: { name: "Ada Lovelace", date: "2026-06-30", status: "Director" },
  attachments: { accounts: true, computations: true },
};

beforeAll(async () => {
  data = samplePackData({ approvalDate: undefined });
  workbook = await readWorkbook(await renderHmrcPackXlsx({ ...data, approval: null }, DETAILS));
});

const boxes = () => sheetBoxes(sheet(workbook, "CT600 boxes"));
const boxCell = (n: number | string) => rowWhere(sheet(workbook, "CT600 boxes"), 1, n).getCell(3);

/*
 * The sample year: taxable profit £26,275.26 → box 315 £26,275; 335 = 26,275 at 19 % = 345 £4,992.25 (rule F035);
 * 430 = 440 = 475 £4,992.25, 435 blank. The director's loan: £500 owed to them, £1,500 paid out on 1 Nov 2025
 * (£1,000 lent), £400 back on 1 Dec 2025: £600 outstanding at 31 March 2026, none repaid after it. CT600A: A15 600,
 * A20 = 600 × 33.75 % = £202.50 = A80 = box 480; 510 = 525 = 528 = 600 = 4,992.25 + 202.50 = £5,194.75.
 */
describe("the HMRC CT600 draft workbook", () => {
  it("shows every box of the computation with the API's figures", () => {
    const c = data.corporationTax[0]!;
    expect(boxesMissingOrDifferent(sheet(workbook, "CT600 boxes"), corporationTaxToJson(c).ct600)).toEqual([]);
    expect(boxes().get(315)).toBe(26_275);
    expect(boxes().get(345)).toBe(4_992.25);
    expect(boxes().get(435)).toBeUndefined();
    expect(boxes().get(480)).toBe(202.5);
    expect(boxes().get(528)).toBe(5_194.75);
    expect(boxCell(145).numFmt).toBe(WHOLE_POUNDS_FORMAT);
    expect(boxCell(430).numFmt).toBe(POUNDS_AND_PENCE_FORMAT);
  });

  it("lists the boxes in box order and says which CT600 version it follows", () => {
    const order = sheetBoxOrder(sheet(workbook, "CT600 boxes"));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    const texts = sheet(workbook, "CT600 boxes")
      .getColumn(1)
      .values.filter((v): v is string => typeof v === "string");
    expect(texts.some((t) => t.includes("CT600 (2026) Version 3"))).toBe(true);
  });

  it("fills page one: UTR, company type, the return's ticks, accounts attached, CT600A attached", () => {
    const b = boxes();
    expect(b.get(1)).toBe("Acme Widgets Ltd");
    expect(b.get(3)).toBe("1234567890");
    expect(b.get(4)).toBe(0);
    expect(b.get(30)).toEqual(new Date("2025-04-01T00:00:00Z"));
    for (const blank of [40, 45, 50, 55, 60, 65, 70, 75, 85, 90]) expect(b.get(blank), `box ${blank}`).toBeUndefined();
    expect(b.get(80)).toBe("X");
    expect(b.get(95)).toBe("X");
    expect(b.get(329)).toBe("X");
  });

  it("ticks box 80 only when both the accounts and the computations are attached", async () => {
    const box80 = async (attachments?: { accounts: boolean; computations: boolean }) =>
      sheetBoxes(
        sheet(await readWorkbook(await renderHmrcPackXlsx(data, { ...DETAILS, attachments })), "CT600 boxes"),
      ).get(80);
    expect(await box80({ accounts: true, computations: false })).toBeUndefined();
    expect(await box80({ accounts: false, computations: true })).toBeUndefined();
    expect(await box80(undefined)).toBeUndefined();
    expect(await box80({ accounts: true, computations: true })).toBe("X");
  });

  it("fills the declaration from the director's name, or leaves it and the UTR to complete", async () => {
    expect([975, 980, 985].map((n) => boxes().get(n))).toEqual([
      "Ada Lovelace",
      new Date("2026-06-30T00:00:00Z"),
      "Director",
    ]);
    const bare = sheetBoxes(sheet(await readWorkbook(await renderHmrcPackXlsx(data)), "CT600 boxes"));
    expect([3, 975, 980, 985].map((n) => bare.get(n))).toEqual([undefined, undefined, undefined, undefined]);
  });

  it("attaches the CT600A with the s455 tax on the director's overdrawn loan", () => {
    const ws = sheet(workbook, "CT600A");
    const a = (box: string) => rowWhere(ws, 1, box).getCell(3).value;
    expect([a("A15"), a("A20"), a("A75"), a("A80")]).toEqual([600, 202.5, 600, 202.5]);
    expect(a("A2")).toBe("1234567890");
    expect(a("A40")).toBeNull();
  });

  it("shows the computation from profit to box 315, client and staff entertaining apart", async () => {
    const staff = sampleTransactions();
    staff.push({ id: "staff", date: "2025-12-12", amount: fromPoundsNumber(-450)!, categoryId: "staff-entertainment" });
    const wb = await readWorkbook(await renderHmrcPackXlsx(samplePackData({ transactions: staff })));
    const ws = sheet(wb, "Tax computation");
    const value = (label: string) => rowWhere(ws, 1, label).getCell(2).value;
    expect(value("Add back: client entertaining (CTA 2009 s1298)")).toBe(350.2);
    expect(value("Staff entertaining: allowable, not added back (CTA 2009 s1299(3))")).toBe(450);
    // 26,275.26 less the £450 party = 25,825.26 → box 315 £25,825.
    // Taxable total profits are box 315, after loss relief (CTA 2010 s4(2)): the figure before it is not named so.
    expect(value("Taxable profit before loss relief")).toBe(25_825.26);
    expect(() => rowWhere(ws, 1, "Taxable total profits")).toThrow();
    expect(value("Profits chargeable to corporation tax, whole pounds (box 315)")).toBe(25_825);
    const fy = rowWhere(ws, 1, "FY2025");
    expect([fy.getCell(5).value, fy.getCell(10).value, fy.getCell(13).value]).toEqual([25_825, 19, 4_906.75]);
  });

  it("gives the payment and filing deadlines", () => {
    const ws = sheet(workbook, "Deadlines");
    expect(rowWhere(ws, 1, "Corporation tax payment due").getCell(2).value).toEqual(new Date("2027-01-01T00:00:00Z"));
    expect(rowWhere(ws, 1, "CT600 Company Tax Return due").getCell(2).value).toEqual(new Date("2027-03-31T00:00:00Z"));
  });

  it("makes one return per accounting period when the period of account is longer than 12 months", async () => {
    const twoPeriods = { ...data, corporationTax: [data.corporationTax[0]!, data.corporationTax[0]!] };
    const wb = await readWorkbook(await renderHmrcPackXlsx(twoPeriods));
    expect(wb.worksheets.map((w) => w.name)).toEqual([
      "CT600 boxes (AP 1)",
      "CT600A (AP 1)",
      "CT600 boxes (AP 2)",
      "CT600A (AP 2)",
      "Tax computation",
      "Deadlines",
    ]);
    expect(sheetBoxes(sheet(wb, "CT600 boxes (AP 1)")).get(50)).toBe("X");
    // Each return goes with the whole period of account's accounts: box 85 (a different period), not box 80.
    const attached = await readWorkbook(await renderHmrcPackXlsx(twoPeriods, DETAILS));
    for (const name of ["CT600 boxes (AP 1)", "CT600 boxes (AP 2)"]) {
      const boxes = sheetBoxes(sheet(attached, name));
      expect([boxes.get(50), boxes.get(80), boxes.get(85)], name).toEqual(["X", undefined, "X"]);
    }
  });
});
