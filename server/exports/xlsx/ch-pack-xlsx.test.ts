import type ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { BALANCE_SHEET_ROWS, CAPITAL_AND_RESERVES_ROWS, type FilingPackData } from "../../../core/filing/pack";
import { readWorkbook, rowWhere, sheet } from "../test-support/read-workbook";
import { samplePackData } from "../test-support/sample-pack";
import { renderChPackXlsx } from "./ch-pack-xlsx";
import { WHOLE_POUNDS_FORMAT } from "./money-format";

/** CA 2006 s444(1), (5): the statement the copy without the P&L makes, and only that copy. */
const ELECTION = "The directors have elected not to deliver the profit and loss account to the Registrar of Companies.";

/** The texts of a sheet's first column. */
function columnText(ws: ExcelJS.Worksheet): string[] {
  return ws.getColumn(1).values.filter((v): v is string => typeof v === "string");
}

let data: FilingPackData;
let workbook: ExcelJS.Workbook;

beforeAll(async () => {
  data = samplePackData({ name: "=cmd|' /C calc'!A0 Ltd", directorName: "@SUM(1+1)" });
  workbook = await readWorkbook(await renderChPackXlsx(data));
});

describe("the Companies House workbook", () => {
  it("has the balance sheet, notes and statements sheets", () => {
    expect(workbook.worksheets.map((w) => w.name)).toEqual(["Balance sheet", "Notes", "Statements", "Profit and loss"]);
  });

  it("holds every balance sheet figure as a number in whole pounds with a £ format, current and prior", () => {
    const ws = sheet(workbook, "Balance sheet");
    const header = rowWhere(ws, 1, "Format item");
    expect(header.getCell(3).value).toBe("Current: 31 March 2026");
    expect(header.getCell(4).value).toBe("Prior: 31 March 2025");
    for (const row of [...BALANCE_SHEET_ROWS, ...CAPITAL_AND_RESERVES_ROWS]) {
      const r = rowWhere(ws, 2, row.label);
      expect(r.getCell(3).value, row.label).toBe(data.balanceSheet[row.key]);
      expect(r.getCell(4).value, row.label).toBe(data.prior!.balanceSheet[row.key]);
      expect(r.getCell(3).numFmt).toBe(WHOLE_POUNDS_FORMAT);
      expect(r.getCell(4).numFmt).toBe(WHOLE_POUNDS_FORMAT);
    }
    expect(rowWhere(ws, 2, "Total capital and reserves").getCell(3).value).toBe(
      rowWhere(ws, 2, "Net assets (liabilities)").getCell(3).value,
    );
  });

  it("writes the statements, the approval and the notes", () => {
    const st = sheet(workbook, "Statements");
    const texts = st.getColumn(1).values.filter((v): v is string => typeof v === "string");
    expect(texts.some((t) => t.includes("section 477 of the Companies Act 2006"))).toBe(true);
    expect(texts.some((t) => t.includes("section 476 of the Companies Act 2006"))).toBe(true);
    expect(texts.some((t) => t.includes("micro-entity provisions"))).toBe(true);
    expect(rowWhere(st, 1, "Date of approval").getCell(2).value).toEqual(new Date("2026-06-30T00:00:00Z"));
    const notes = sheet(workbook, "Notes");
    expect(rowWhere(notes, 2, "Average number of employees").getCell(3).value).toContain("was 2.");
  });

  it("states the s444(1) election and the P&L as not delivered on the Registrar's copy, the default", () => {
    expect(columnText(sheet(workbook, "Statements")).some((t) => t.includes(ELECTION))).toBe(true);
    expect(columnText(sheet(workbook, "Profit and loss"))).toContain(
      "Not delivered to the Registrar of Companies (Companies Act 2006 s444).",
    );
  });

  it("states the P&L as delivered, without the s444(1) election, when the copy includes it", async () => {
    const full = await readWorkbook(await renderChPackXlsx(data, { profitAndLossIncluded: true }));
    const statements = columnText(sheet(full, "Statements"));
    expect(statements.some((t) => t.includes("elected not to deliver"))).toBe(false);
    expect(statements.some((t) => t.includes("micro-entity provisions"))).toBe(true);
    const pl = columnText(sheet(full, "Profit and loss"));
    expect(pl).toContain(
      "Delivered to the Registrar of Companies with the balance sheet and notes (Companies Act 2006 s444).",
    );
    expect(pl.some((t) => t.includes("Not delivered"))).toBe(false);
  });

  it("neutralises formula-like user text with a leading apostrophe", () => {
    const ws = sheet(workbook, "Balance sheet");
    expect(ws.getCell(1, 1).value).toBe("'=cmd|' /C calc'!A0 Ltd");
    expect(ws.getCell(1, 1).type).not.toBe(6); // never a formula cell
    expect(rowWhere(sheet(workbook, "Statements"), 1, "Director signing on behalf of the board").getCell(2).value).toBe(
      "'@SUM(1+1)",
    );
  });
});
