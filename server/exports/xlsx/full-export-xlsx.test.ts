import { describe, expect, it } from "vitest";
import type { FilingPackData } from "../../../core/filing/pack";
import type { Pence } from "../../../core/money";
import { readWorkbook, rowWhere, sheet } from "../test-support/read-workbook";
import { samplePackData } from "../test-support/sample-pack";
import { type ExportTransactionRow, renderFullExportXlsx } from "./full-export-xlsx";
import { POUNDS_AND_PENCE_FORMAT } from "./money-format";

const row = (description: string, pence: number, extra: Partial<ExportTransactionRow> = {}): ExportTransactionRow => ({
  date: "2025-05-01",
  description,
  amount: pence as Pence,
  balance: 100_000 as Pence,
  categoryId: "sales",
  category: "Sales",
  confidence: 0.92,
  reason: "Matched your rule",
  stage: "rule",
  bankAccount: "Business Current",
  ...extra,
});

const input = (pack: FilingPackData | null, transactions: ExportTransactionRow[]) => ({
  companyName: "Acme Widgets Ltd",
  generatedOn: "2026-06-30",
  pack,
  transactions,
});

describe("the full Excel export", () => {
  it("has the five sheets with transactions as typed cells", async () => {
    const wb = await readWorkbook(await renderFullExportXlsx(input(samplePackData(), [row("INVOICE 1001", 123_456)])));
    expect(wb.worksheets.map((w) => w.name)).toEqual([
      "Transactions",
      "Categories",
      "Profit & Loss",
      "Balance Sheet",
      "Corporation Tax",
    ]);
    const tx = sheet(wb, "Transactions");
    expect(tx.getRow(1).values).toEqual([
      undefined,
      "Date",
      "Description",
      "Amount",
      "Balance",
      "Category",
      "Confidence",
      "Reason",
      "Stage",
      "Bank account",
    ]);
    const r = tx.getRow(2);
    expect(r.getCell(1).value).toEqual(new Date("2025-05-01T00:00:00Z"));
    expect(r.getCell(3).value).toBe(1_234.56);
    expect(r.getCell(3).numFmt).toBe(POUNDS_AND_PENCE_FORMAT);
    expect(r.getCell(4).value).toBe(1_000);
    expect(r.getCell(6).value).toBe(0.92);
    expect(r.getCell(9).value).toBe("Business Current");
  });

  it("writes a formula-like description as text with a leading apostrophe", async () => {
    const evil = [
      row('=HYPERLINK("http://x","y")', -500),
      row("+44 20 7946 0000", 100),
      row("-SUM(A1:A2)", 100),
      row("@cmd", 100),
      row("\tTAB", 100, { reason: "=1+1", bankAccount: "=2+2" }),
    ];
    const tx = sheet(await readWorkbook(await renderFullExportXlsx(input(samplePackData(), evil))), "Transactions");
    expect(tx.getCell(2, 2).value).toBe('\'=HYPERLINK("http://x","y")');
    expect(tx.getCell(2, 2).type).toBe(3); // ValueType.String, not a formula
    expect(tx.getCell(3, 2).value).toBe("'+44 20 7946 0000");
    expect(tx.getCell(4, 2).value).toBe("'-SUM(A1:A2)");
    expect(tx.getCell(5, 2).value).toBe("'@cmd");
    expect(tx.getCell(6, 2).value).toBe("'\tTAB");
    expect(tx.getCell(6, 7).value).toBe("'=1+1");
    expect(tx.getCell(6, 9).value).toBe("'=2+2");
    for (let r = 2; r <= 6; r++) expect(tx.getCell(r, 3).type).toBe(2); // amounts stay numbers
  });

  it("holds the report's profit and loss and balance sheet figures as numbers", async () => {
    const data = samplePackData();
    const wb = await readWorkbook(await renderFullExportXlsx(input(data, [])));
    const pl = sheet(wb, "Profit & Loss");
    expect(rowWhere(pl, 1, "Sales").getCell(3).value).toBe(42_500.4);
    expect(rowWhere(pl, 1, "Net Profit/(Loss)").getCell(3).value).toBe(data.accounts.profitAndLoss.netProfit / 100);
    const bs = sheet(wb, "Balance Sheet");
    expect(rowWhere(bs, 1, "Net assets (liabilities)").getCell(2).value).toBe(
      data.accounts.balanceSheet.netAssets / 100,
    );
    expect(rowWhere(bs, 1, "K Capital and reserves").getCell(2).value).toBe(data.accounts.balanceSheet.netAssets / 100);
    const ct = sheet(wb, "Corporation Tax");
    // Box 315 £26,275 (from £26,275.26) × 19 %.
    expect(rowWhere(ct, 1, "Corporation tax").getCell(2).value).toBe(4_992.25);
    const cats = sheet(wb, "Categories");
    expect(rowWhere(cats, 1, "Sales").getCell(4).value).toBe(0);
  });

  it("still exports the transactions when there is no period yet", async () => {
    const wb = await readWorkbook(await renderFullExportXlsx(input(null, [])));
    expect(sheet(wb, "Balance Sheet").getCell(4, 1).value).toMatch(/No accounting period yet/);
  });
});
