import { describe, expect, it } from "vitest";
import { REVOLUT_PERSONAL, STARLING } from "./fixtures/bank-files-b";
import { parseBankCsv } from "./index";

const lines = (...l: string[]) => l.join("\n");

describe("rows not in sterling", () => {
  it("warns that a euro balance's rows are not converted, reading them as they are", () => {
    const text = REVOLUT_PERSONAL.text.replace(/,GBP,/g, ",EUR,");
    const r = parseBankCsv(text);
    expect(r.rows.map((x) => x.amount)).toEqual([10000, -1000, -5025]);
    expect(r.warnings).toContain(
      "Every row of this file is in EUR, not sterling: the accounts are kept in pounds and the amounts were not converted.",
    );
  });

  it("counts the rows in each other currency when a file mixes them", () => {
    const text = lines(
      "Date,Description,Amount,Currency,Balance",
      "13/01/2024,A,10.00,GBP,10.00",
      "14/01/2024,B,-2.00,USD,8.00",
      "15/01/2024,C,-3.00,USD,5.00",
    );
    expect(parseBankCsv(text).warnings).toEqual([
      "2 rows are in USD, not sterling: the accounts are kept in pounds and these amounts were not converted.",
    ]);
  });

  it("reads the currency from an amount header such as Amount (EUR)", () => {
    const r = parseBankCsv(STARLING.text.replace("Amount (GBP),Balance (GBP)", "Amount (EUR),Balance (EUR)"));
    expect(r.warnings).toContain(
      "Every row of this file is in EUR, not sterling: the accounts are kept in pounds and the amounts were not converted.",
    );
  });

  it("says nothing for sterling", () => {
    expect(parseBankCsv(REVOLUT_PERSONAL.text).warnings).toEqual(REVOLUT_PERSONAL.warnings);
  });
});
