import { describe, expect, it } from "vitest";
import { generateBankCsv } from "../../bench/fixtures/generate-bank-csv";
import { parseBankCsv } from "./index";

describe("the benchmark statement generator", () => {
  it("writes the same file for the same seed and a different one for another seed", () => {
    expect(generateBankCsv(200, 7)).toBe(generateBankCsv(200, 7));
    expect(generateBankCsv(200, 7)).not.toBe(generateBankCsv(200, 8));
  });

  it("writes about 60 bytes a row, with a header and one line per row", () => {
    const text = generateBankCsv(1000);
    expect(text.split("\n").filter(Boolean)).toHaveLength(1001);
    expect(text.length / 1000).toBeGreaterThan(50);
    expect(text.length / 1000).toBeLessThan(75);
  });

  it("is read without warnings, oldest first, with every balance following from the amounts", () => {
    const r = parseBankCsv(generateBankCsv(2000, 3));
    expect(r.ok).toBe(true);
    expect(r.warnings).toEqual([]);
    expect(r.rows).toHaveLength(2000);
    for (let i = 1; i < r.rows.length; i++) {
      const previous = r.rows[i - 1]!;
      const row = r.rows[i]!;
      expect(row.balance).toBe(previous.balance! + row.amount);
      expect(previous.date <= row.date).toBe(true);
    }
  });
});
