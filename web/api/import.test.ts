import { afterEach, describe, expect, it, vi } from "vitest";
import type { ParseResponse } from "../../core/contracts";
import type { Pence } from "../../core/money";
import { parseStatement, rowsInPence, saveBody } from "./import";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the parse answer", () => {
  it("turns pounds into exact pence, and counts rows whose amount cannot be read", () => {
    expect(
      rowsInPence([
        { date: "2024-01-01", description: "A", amount: 0.1, balance: 1089.5 },
        { date: "2024-01-02", description: "B", amount: 0.3 },
        { date: "2024-01-03", description: "C", amount: Number.NaN },
      ]),
    ).toEqual({
      rows: [
        { date: "2024-01-01", description: "A", amount: 10, balance: 108950 },
        { date: "2024-01-02", description: "B", amount: 30, balance: null },
      ],
      unreadable: 1,
    });
  });
});

describe("the parse call", () => {
  it("sends the file again with the person's mapping, and keeps the answer's mapping and detected columns", async () => {
    const detectedMapping = {
      columns: [{ role: "amount" as const, column: 3, header: "Amount" }],
      balanceTiming: null,
      positive: "out" as const,
      summary: "Amount = column 3 (positive = money out)",
    };
    const answer: ParseResponse = {
      ok: true,
      rows: [{ date: "2025-02-03", description: "SCREWFIX", amount: -120.1 }],
      detectedHeaders: ["Date", "Description", "Amount"],
      warnings: [],
      error: null,
      bank: null,
      account: null,
      layoutKey: "date|description|amount",
      mapping: { date: "Date", description: "Description", amount: "Amount", positive: "out" },
      detectedMapping,
      usedSavedLayout: false,
    };
    const fetchMock = vi.fn(async () => Response.json(answer));
    vi.stubGlobal("fetch", fetchMock);
    const headerMap = {
      date: "Date",
      description: "Description",
      amount: "Amount",
      flag: "",
      positive: "out" as const,
    };

    const parsed = await parseStatement("Date,Description,Amount\n03/02/2025,SCREWFIX,120.10\n", headerMap);

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/csv/parse");
    expect(JSON.parse(String(init.body))).toEqual({
      fileContent: "Date,Description,Amount\n03/02/2025,SCREWFIX,120.10\n",
      headerMap,
    });
    expect(parsed).toMatchObject({ mapping: answer.mapping, detectedMapping, unreadableRows: 0 });
    expect(parsed.rows).toEqual([{ date: "2025-02-03", description: "SCREWFIX", amount: -12010, balance: null }]);
  });
});

describe("the save request", () => {
  it("sends amounts and balances as decimal strings, with null category and notes", () => {
    const body = saveBody({
      rows: [{ date: "2024-01-01", description: "Rent", amount: -45000 as Pence, balance: 5 as Pence }],
      fileNames: ["a.csv", "b.csv"],
      removeDuplicates: true,
      bankAccount: { name: "Main account" },
    });
    expect(body).toEqual({
      transactions: [
        { date: "2024-01-01", description: "Rent", amount: "-450.00", balance: "0.05", category: null, notes: null },
      ],
      fileName: "a.csv, b.csv",
      fileCount: 2,
      removeDuplicates: true,
      bankAccount: { name: "Main account" },
    });
  });
});

describe("the save request of several accounts", () => {
  it("adds each file's row count and account after the single-account fields", () => {
    const body = saveBody({
      rows: [
        { date: "2024-01-01", description: "Rent", amount: -45000 as Pence, balance: null },
        { date: "2024-01-02", description: "Sale", amount: 100 as Pence, balance: 100 as Pence },
      ],
      fileNames: ["barclays.csv", "starling.csv"],
      removeDuplicates: false,
      bankAccount: { name: "Main account" },
      files: [
        { fileName: "barclays.csv", rows: 1, bankAccount: { id: "b" } },
        { fileName: "starling.csv", rows: 1, bankAccount: { name: "Starling account", bank: "Starling" } },
      ],
    });
    expect(body).toMatchObject({
      fileName: "barclays.csv, starling.csv",
      fileCount: 2,
      bankAccount: { name: "Main account" },
      files: [
        { fileName: "barclays.csv", rows: 1, bankAccount: { id: "b" } },
        { fileName: "starling.csv", rows: 1, bankAccount: { name: "Starling account", bank: "Starling" } },
      ],
    });
  });
});
