import { describe, expect, it } from "vitest";
import { REVOLUT_PERSONAL, STARLING, WISE_HISTORY } from "./fixtures/bank-files-b";
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

  it("counts a Wise history row's currency by its side: the source's paid out, the target's paid in", () => {
    // A card payment from the euro balance and a receipt into the dollar balance, beside the file's sterling rows.
    const [header, ...rest] = WISE_HISTORY.text.split("\n");
    const text = lines(
      header!,
      ...rest,
      "CARD-9,COMPLETED,OUT,2024-07-04 10:00:00,2024-07-04 10:00:05,,,,,Acme Ltd,250.00,EUR,Hotel Paris,250.00,EUR,1,,",
      "TRANSFER-10,COMPLETED,IN,2024-07-05 10:00:00,2024-07-05 10:00:05,,,,,US Client Inc,1000.00,USD,Acme Ltd,1000.00,USD,1,INV 9,",
    );
    const r = parseBankCsv(text);
    expect(r.rows.map((x) => x.amount)).toEqual([50000, -10045, -25000, 100000]);
    expect(r.warnings).toContain(
      "1 row is in EUR, not sterling: the accounts are kept in pounds and these amounts were not converted.",
    );
    expect(r.warnings).toContain(
      "1 row is in USD, not sterling: the accounts are kept in pounds and these amounts were not converted.",
    );
    expect(parseBankCsv(WISE_HISTORY.text).warnings.some((w) => w.includes("not sterling"))).toBe(false);
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
