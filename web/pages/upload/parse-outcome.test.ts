import { describe, expect, it } from "vitest";
import type { DetectedMapping } from "../../../core/csv";
import type { Pence } from "../../../core/money";
import type { ParsedStatement } from "../../api/import";
import { toOutcome } from "./parse-outcome";

const CARD_HEADERS = ["Date Processed", "Description", "Amount", "Column 4"];
const CARD_MAPPING = { date: "Date Processed", description: "Description", amount: "Amount", flag: "Column 4" };
const CARD_DETECTED: DetectedMapping = {
  columns: [
    { role: "date", column: 1, header: "Date Processed" },
    { role: "description", column: 2, header: "Description" },
    { role: "amount", column: 3, header: "Amount" },
    { role: "flag", column: 4, header: "Column 4" },
  ],
  balanceTiming: null,
  positive: null,
  summary: "Date = column 1, Description = column 2, Amount = column 3, Debit/credit flag = column 4",
};

function answer(overrides: Partial<ParsedStatement>): ParsedStatement {
  return {
    ok: true,
    rows: [{ date: "2024-12-05", description: "TRAINLINE", amount: -8420 as Pence, balance: null }],
    detectedHeaders: CARD_HEADERS,
    warnings: [],
    error: null,
    bank: null,
    account: null,
    layoutKey: "date processed|description|amount|",
    mapping: CARD_MAPPING,
    detectedMapping: CARD_DETECTED,
    usedSavedLayout: false,
    unreadableRows: 0,
    ...overrides,
  };
}

describe("a parse answer as the page keeps it", () => {
  it("keeps the headers, the mapping and the detected columns of a file that was read, to show and change them", () => {
    expect(toOutcome(answer({ usedSavedLayout: true }))).toMatchObject({
      kind: "ok",
      columns: { detectedHeaders: CARD_HEADERS, mapping: CARD_MAPPING, detectedMapping: CARD_DETECTED },
      usedSavedLayout: true,
    });
  });

  it("keeps what detection found of a file that needs a mapping, with no mapping to start from", () => {
    const outcome = toOutcome(
      answer({ ok: false, rows: [], mapping: null, error: "Could not identify the date, description and amount" }),
    );
    expect(outcome).toEqual({
      kind: "mapping",
      columns: { detectedHeaders: CARD_HEADERS, mapping: null, detectedMapping: CARD_DETECTED },
      error: "Could not identify the date, description and amount",
      warnings: [],
    });
  });
});
