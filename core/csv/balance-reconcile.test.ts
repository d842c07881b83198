import { describe, expect, it } from "vitest";
import { BALANCE_BEFORE_ROW, HEADERLESS_PAID_OUT_IN } from "./fixtures/older-files";
import { parseBankCsv } from "./index";

const lines = (...l: string[]) => l.join("\n");
const money = (r: ReturnType<typeof parseBankCsv>) => r.rows.map((x) => [x.amount, x.balance]);

describe("the running balance decides the column plan", () => {
  it("does not take a header-less file's balance for its amount when paid out and paid in take turns", () => {
    const text = lines(
      "07 Nov 2013,Bank credit,Bank credit,,£500.00,£500.00",
      "08 Nov 2013,Direct debit,COUNCIL TAX,£120.00,,£380.00",
      "12 Nov 2013,Bank credit,ACME LTD,,£60.00,£440.00",
    );
    const r = parseBankCsv(text);
    expect(money(r)).toEqual([
      [50000, 50000],
      [-12000, 38000],
      [6000, 44000],
    ]);
    expect(r.mapping).toMatchObject({ debit: "Column 4", credit: "Column 5", balance: "Column 6" });
    expect(r.warnings).toEqual([]);
  });

  it("reads paid in before paid out the right way round by the balance", () => {
    const text = lines(
      "04/03/2014,ACME LTD,750.00,,750.00",
      "06/03/2014,TESCO STORES,,23.10,726.90",
      "10/03/2014,BRITISH GAS,,60.00,666.90",
    );
    expect(parseBankCsv(text).mapping).toMatchObject({ debit: "Column 4", credit: "Column 3" });
    expect(money(parseBankCsv(text))).toEqual([
      [75000, 75000],
      [-2310, 72690],
      [-6000, 66690],
    ]);
  });

  it("reads a balance before each row, keeping explicit debits and credits, and gives balances after each row", () => {
    const r = parseBankCsv(BALANCE_BEFORE_ROW.text);
    expect(r.detectedMapping).toMatchObject({ balanceTiming: "before", positive: null });
    expect(r.mapping).toMatchObject({ description: "Transactions", balanceTiming: "before" });
    const byHand = parseBankCsv(BALANCE_BEFORE_ROW.text, {
      headerMap: { date: "Date", description: "Transactions", debit: "Debits", credit: "Credits", balance: "Balance" },
    });
    expect(money(byHand)).toEqual(money(r));
    expect(money(r)[1]).toEqual([-12000, 38000]);
  });

  it("reads a newest-first file whose signed amounts follow the balance before each row", () => {
    const text = lines(
      "Date,Description,Amount,Balance",
      "15/03/2024,C,-5.00,380.00",
      "14/03/2024,B,-120.00,500.00",
      "13/03/2024,A,500.00,0.00",
    );
    const r = parseBankCsv(text);
    expect(r.rows.map((x) => [x.description, x.amount, x.balance])).toEqual([
      ["A", 50000, 50000],
      ["B", -12000, 38000],
      ["C", -500, 37500],
    ]);
    expect(r.detectedMapping?.balanceTiming).toBe("before");
  });

  it("follows a person who says the balance is the one after each row", () => {
    const r = parseBankCsv(BALANCE_BEFORE_ROW.text, { headerMap: { balanceTiming: "after" } });
    expect(r.detectedMapping?.balanceTiming).toBe("after");
    expect(r.warnings).toContainEqual(expect.stringMatching(/^Line \d+: the balance .* does not follow/));
  });

  it("names the first row whose balance does not follow, and how many do not", () => {
    const text = lines(
      "Date,Description,Amount,Balance",
      "13/03/2024,A,100.00,100.00",
      "14/03/2024,B,-20.00,80.00",
      "15/03/2024,C,-5.00,70.00",
      "16/03/2024,D,-5.00,60.00",
    );
    const r = parseBankCsv(text);
    expect(r.ok).toBe(true);
    expect(r.warnings).toEqual([
      "Line 4: the balance £70.00 does not follow from the balance before it and the amounts (expected £75.00); 2 rows in this file do not reconcile. Check the detected columns.",
    ]);
  });

  it("bridges rows without a balance and still checks the next balance", () => {
    const text = lines(
      "Date,Description,Amount,Balance",
      "13/03/2024,A,100.00,100.00",
      "14/03/2024,B,-20.00,",
      "15/03/2024,C,-5.00,75.00",
    );
    expect(parseBankCsv(text).warnings).toEqual([]);
  });

  it("reads the type and description of a header-less export together", () => {
    expect(parseBankCsv(HEADERLESS_PAID_OUT_IN.text).detectedMapping?.columns).toEqual([
      { role: "date", column: 1, header: "Column 1" },
      { role: "description", column: 2, header: "Column 2" },
      { role: "description", column: 3, header: "Column 3" },
      { role: "debit", column: 4, header: "Column 4" },
      { role: "credit", column: 5, header: "Column 5" },
      { role: "balance", column: 6, header: "Column 6" },
    ]);
  });
});
