import { describe, expect, it } from "vitest";
import type { Pence } from "../../../core/money";
import type { PreviewRow } from "../../api/import";
import { mergeFiles, NO_ROWS_ERROR } from "./merge-files";
import { toOutcome } from "./parse-outcome";
import { uploadTotals } from "./upload-totals";
import type { FileColumns, FileParse } from "./upload-types";

const row = (date: string, pence: number, description = "X"): PreviewRow => ({
  date,
  description,
  amount: pence as Pence,
  balance: null,
});

const columns: FileColumns = {
  detectedHeaders: ["Date", "Description", "Amount"],
  mapping: null,
  detectedMapping: null,
};
const ok = (name: string, rows: PreviewRow[], warnings: string[] = []): FileParse => ({
  name,
  content: "",
  outcome: { kind: "ok", rows, warnings, bank: null, account: null, columns, usedSavedLayout: false },
});
const failed = (name: string, error: string): FileParse => ({ name, content: null, outcome: { kind: "error", error } });

describe("merging files", () => {
  it("keeps every file's rows in the order the files were chosen", () => {
    const merged = mergeFiles([ok("a.csv", [row("2024-01-02", 100)]), ok("b.csv", [row("2024-01-01", -50)])]);
    expect(merged.rows.map((r) => r.amount)).toEqual([100, -50]);
    expect(merged.error).toBeNull();
  });

  it("prefixes warnings with the file name only when several files were chosen", () => {
    expect(mergeFiles([ok("a.csv", [row("2024-01-01", 1)], ["Line 3: skipped"])]).warnings).toEqual([
      "Line 3: skipped",
    ]);
    const two = mergeFiles([ok("a.csv", [row("2024-01-01", 1)], ["Line 3: skipped"]), ok("b.csv", [])]);
    expect(two.warnings).toEqual(["a.csv: Line 3: skipped"]);
  });

  it("says no valid transactions were found when no file gave rows and none failed", () => {
    expect(mergeFiles([ok("a.csv", []), ok("b.csv", [])]).error).toBe(NO_ROWS_ERROR);
  });

  it("joins the per-file errors when no file gave rows", () => {
    const merged = mergeFiles([failed("a.csv", "Failed to read file"), failed("b.csv", "Network error")]);
    expect(merged.error).toBe("a.csv: Failed to read file\nb.csv: Network error");
  });

  it("lists failed files apart when other files gave rows", () => {
    const merged = mergeFiles([failed("a.csv", "Failed to read file"), ok("b.csv", [row("2024-01-01", 1)])]);
    expect(merged.error).toBeNull();
    expect(merged.fileErrors).toEqual(["a.csv: Failed to read file"]);
  });

  it("points at the first file waiting for a mapping, and reports no error meanwhile", () => {
    const mapping: FileParse = {
      name: "odd.csv",
      content: "x",
      outcome: { kind: "mapping", columns, error: "map me", warnings: [] },
    };
    const merged = mergeFiles([ok("a.csv", []), mapping]);
    expect(merged.mappingIndex).toBe(1);
    expect(merged.error).toBeNull();
  });

  it("lists each bank account named in the files once", () => {
    const withAccount = (name: string): FileParse => ({
      name,
      content: "",
      outcome: {
        kind: "ok",
        rows: [row("2024-01-01", 1)],
        warnings: [],
        bank: "Lloyds",
        account: { sortCode: "30-96-41", accountNumber: "99966633" },
        columns,
        usedSavedLayout: false,
      },
    });
    expect(mergeFiles([withAccount("jan.csv"), withAccount("feb.csv")]).accounts).toHaveLength(1);
  });
});

describe("parse answers", () => {
  const base = {
    detectedHeaders: [],
    warnings: [],
    error: null,
    bank: null,
    account: null,
    layoutKey: "",
    mapping: null,
    detectedMapping: null,
    usedSavedLayout: false,
    unreadableRows: 0,
  };

  it("keeps the rows in pence and says how many had an unreadable amount", () => {
    const outcome = toOutcome({ ...base, ok: true, rows: [row("2024-01-01", 10)], unreadableRows: 2 });
    expect(outcome).toMatchObject({
      kind: "ok",
      rows: [{ amount: 10 }],
      warnings: ["2 row(s) with an unreadable amount were left out"],
    });
  });

  it("needs a mapping when headers were found but the parse failed, else is an error", () => {
    expect(toOutcome({ ...base, ok: false, rows: [], detectedHeaders: ["When"], error: "map" }).kind).toBe("mapping");
    expect(toOutcome({ ...base, ok: false, rows: [], error: "Empty file" })).toEqual({
      kind: "error",
      error: "Empty file",
    });
  });
});

describe("totals", () => {
  it("adds money in and out exactly, in pence", () => {
    const rows = Array.from({ length: 10 }, () => row("2024-01-01", 10)).concat([row("2024-01-02", -30)]);
    expect(uploadTotals(rows)).toEqual({ count: 11, inflow: 100, outflow: 30, net: 70 });
  });
});
