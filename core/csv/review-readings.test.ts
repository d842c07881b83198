import { describe, expect, it } from "vitest";
import type { BankFile } from "./fixtures/bank-files-a";
import { MONZO_POT_TRANSFERS } from "./fixtures/review-files";
import { parseBankCsv } from "./index";

const summary = (r: ReturnType<typeof parseBankCsv>) => r.rows.map((x) => [x.date, x.amount, x.description, x.balance]);
const read = (f: BankFile, headerMap?: Parameters<typeof parseBankCsv>[1]) => parseBankCsv(f.text, headerMap);

describe("Monzo pot transfers", () => {
  it("marks a row of Monzo's type Pot transfer in its description, and leaves the other rows as they were", () => {
    const r = read(MONZO_POT_TRANSFERS);
    expect(r.bank).toBe("Monzo");
    expect(summary(r)).toEqual(MONZO_POT_TRANSFERS.rows);
    expect(r.warnings).toEqual([]);
  });

  it("keeps the mark when the page sends the mapping back", () => {
    const first = read(MONZO_POT_TRANSFERS);
    expect(summary(read(MONZO_POT_TRANSFERS, { headerMap: first.mapping ?? {} }))).toEqual(summary(first));
  });

  it("does not mark a generic file's Type column, whatever it says", () => {
    const text = ["Date,Type,Description,Amount", "14/03/2024,Pot transfer,Tax Pot,-480.00"].join("\n");
    expect(parseBankCsv(text).rows[0]?.description).toBe("Tax Pot");
  });
});
