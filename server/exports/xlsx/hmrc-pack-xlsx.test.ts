import type ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import type { FilingPackData } from "../../../core/filing/pack";
import { readWorkbook, rowWhere, sheet } from "../test-support/read-workbook";
import { samplePackData } from "../test-support/sample-pack";
import { renderHmrcPackXlsx } from "./hmrc-pack-xlsx";
import { POUNDS_AND_PENCE_FORMAT, WHOLE_POUNDS_FORMAT } from "./money-format";

let data: FilingPackData;
let workbook: ExcelJS.Workbook;

beforeAll(async () => {
  data = samplePackData({ approvalDate: undefined });
  workbook = await readWorkbook(await renderHmrcPackXlsx({ ...data, approval: null }));
});

const box = (n: number) => rowWhere(sheet(workbook, "CT600 boxes"), 1, n).getCell(3);

describe("the HMRC CT600 draft workbook", () => {
  it("lists the CT600 boxes with their values as numbers", () => {
    const ct = data.corporationTax[0]!.ct600;
    expect(box(1).value).toBe("Acme Widgets Ltd");
    expect(box(145).value).toBe(ct.box145 / 100);
    expect(box(145).numFmt).toBe(WHOLE_POUNDS_FORMAT);
    expect(box(315).value).toBe(26_275);
    expect(box(335).value).toBe(26_275);
    expect(box(340).value).toBe(19);
    expect(box(430).value).toBe(4_992.3);
    expect(box(430).numFmt).toBe(POUNDS_AND_PENCE_FORMAT);
    expect(box(440).value).toBe(ct.box440 / 100);
    expect(box(329).value).toBe("Yes");
    expect(box(30).value).toEqual(new Date("2025-04-01T00:00:00Z"));
  });

  it("shows the computation from profit to taxable profit and each financial year's rate", () => {
    const ws = sheet(workbook, "Tax computation");
    const c = data.corporationTax[0]!;
    expect(rowWhere(ws, 1, "Profit before tax per the accounts").getCell(2).value).toBe(c.accountingProfit / 100);
    expect(rowWhere(ws, 1, "Add back: depreciation").getCell(2).value).toBe(600);
    expect(rowWhere(ws, 1, "Add back: client entertaining (CTA 2009 s1298)").getCell(2).value).toBe(350.2);
    expect(
      rowWhere(ws, 1, "Less: capital allowances (annual investment allowance, CAA 2001 s51A)").getCell(2).value,
    ).toBe(-3_600);
    expect(rowWhere(ws, 1, "Taxable total profits").getCell(2).value).toBe(26_275.26);
    const fy = rowWhere(ws, 1, "FY2025");
    expect(fy.getCell(9).value).toBe("Small profits rate (CTA 2010 s18A)");
    expect(fy.getCell(10).value).toBe(19);
    expect(fy.getCell(13).value).toBe(4_992.3);
    expect(rowWhere(ws, 1, "Marginal relief").getCell(2).value).toBe(0);
  });

  it("gives the payment and filing deadlines", () => {
    const ws = sheet(workbook, "Deadlines");
    expect(rowWhere(ws, 1, "Corporation tax payment due").getCell(2).value).toEqual(new Date("2027-01-01T00:00:00Z"));
    expect(rowWhere(ws, 1, "CT600 Company Tax Return due").getCell(2).value).toEqual(new Date("2027-03-31T00:00:00Z"));
  });

  it("warns about s455 tax when the director's loan account is overdrawn at the period end", () => {
    const texts = sheet(workbook, "CT600 boxes")
      .getColumn(1)
      .values.filter((v): v is string => typeof v === "string");
    expect(texts.some((t) => t.includes("overdrawn by £600") && t.includes("s455"))).toBe(true);
  });

  it("uses one sheet of boxes per accounting period when the period of account is longer than 12 months", async () => {
    const twoPeriods = { ...data, corporationTax: [data.corporationTax[0]!, data.corporationTax[0]!] };
    const wb = await readWorkbook(await renderHmrcPackXlsx(twoPeriods));
    expect(wb.worksheets.map((w) => w.name)).toEqual([
      "CT600 boxes (AP 1)",
      "CT600 boxes (AP 2)",
      "Tax computation",
      "Deadlines",
    ]);
  });
});
