import { describe, expect, it } from "vitest";
import { MONZO, STARLING } from "./fixtures/bank-files-b";
import { MAPPING_REQUIRED, parseBankCsv } from "./index";

const lines = (...l: string[]) => l.join("\n");
const summary = (r: ReturnType<typeof parseBankCsv>) => r.rows.map((x) => [x.date, x.amount, x.description, x.balance]);

describe("column mapping", () => {
  it("falls back to the spec's keyword guess for headers no bank uses", () => {
    const text = lines(
      "Date of payment,Item description,Net value,Balance after",
      "13/01/2024,ACME LTD,100.00,100.00",
      "14/01/2024,BT,-10.00,90.00",
    );
    const r = parseBankCsv(text);
    expect(r.mapping).toEqual({
      date: "Date of payment",
      description: "Item description",
      amount: "Net value",
      balance: "Balance after",
    });
    expect(summary(r)).toEqual([
      ["2024-01-13", 10000, "ACME LTD", 10000],
      ["2024-01-14", -1000, "BT", 9000],
    ]);
    const others = parseBankCsv(lines("Value date,Booking details,Amount", "13/01/2024,X,1"));
    expect(others.mapping).toEqual({ date: "Value date", description: "Booking details", amount: "Amount" });
    expect(parseBankCsv(lines("Date,Narrative text,Value", "13/01/2024,X,1")).mapping?.description).toBe(
      "Narrative text",
    );
  });

  it("reads paid-in and paid-out columns that name sterling after them", () => {
    const split = parseBankCsv(
      lines(
        "Posting Date,Narrative,Debit (GBP),Credit (GBP),Balance (GBP)",
        "13/01/2024,ACME LTD,,100.00,100.00",
        "14/01/2024,BT,10.00,,90.00",
      ),
    );
    expect(summary(split)).toEqual([
      ["2024-01-13", 10000, "ACME LTD", 10000],
      ["2024-01-14", -1000, "BT", 9000],
    ]);
    const pounds = parseBankCsv(
      lines("Date,Description,Money in (£),Money out (£),Balance (£)", "13/01/2024,ACME LTD,5.00,,5.00"),
    );
    expect(summary(pounds)).toEqual([["2024-01-13", 500, "ACME LTD", 500]]);
    expect(pounds.warnings.some((w) => w.includes("not sterling"))).toBe(false);
  });

  it("asks for a mapping when headers are found but the roles cannot be identified", () => {
    const text = lines("When,What,How much,Left", "13/01/2024,ACME LTD,100.00,100.00", "14/01/2024,BT,-10.00,90.00");
    const r = parseBankCsv(text);
    expect(r).toMatchObject({ ok: false, error: MAPPING_REQUIRED, rows: [], mapping: null });
    expect(r.detectedHeaders).toEqual(["When", "What", "How much", "Left"]);
    expect(r.layoutKey).toBe("when|what|how much|left");
    expect(MAPPING_REQUIRED).toBe("Could not identify the date, description and amount columns. Please map them.");
  });

  it("asks for a mapping when a known header has no amount column", () => {
    const r = parseBankCsv(lines("Date,Description,Reference", "13/01/2024,ACME,INV 1"));
    expect(r).toMatchObject({ ok: false, error: MAPPING_REQUIRED });
    expect(r.detectedHeaders).toEqual(["Date", "Description", "Reference"]);
  });

  it("reads a file with the person's mapping, names referring to detectedHeaders", () => {
    const text = lines("When,What,How much,Left", "13/01/2024,ACME LTD,100.00,100.00", "14/01/2024,BT,-10.00,90.00");
    const headerMap = { date: "When", description: "What", amount: "How much", balance: "Left" };
    const r = parseBankCsv(text, { headerMap });
    expect(r.ok).toBe(true);
    expect(r.mapping).toEqual(headerMap);
    expect(summary(r)).toEqual([
      ["2024-01-13", 10000, "ACME LTD", 10000],
      ["2024-01-14", -1000, "BT", 9000],
    ]);
  });

  it("lets a mapping override what was detected, including debit and credit columns", () => {
    const byReference = parseBankCsv(STARLING.text, {
      headerMap: { date: "Date", description: "Reference", amount: "Amount (GBP)" },
    });
    expect(byReference.rows.map((r) => [r.description, r.balance])).toEqual([
      ["OCTOPUS 12345", null],
      ["INV 1043", null],
      ["Costa Coffee", null],
    ]);
    const split = parseBankCsv(MONZO.text, {
      headerMap: { date: "Date", description: "Name", debit: "Money Out", credit: "Money In" },
    });
    // "Name" is the first column of Monzo's joined description, so the join (Name + Description) is kept.
    expect(split.rows.map((r) => [r.description, r.amount])).toEqual([
      ["PRET A MANGER LONDON GBR", -450],
      ["Acme Trading Ltd INV-42", 120000],
      ["AMAZON EU LUXEMBOURG LUX", -1999],
    ]);
    const rawText = parseBankCsv(MONZO.text, {
      headerMap: { date: "Date", description: "Notes and #tags", amount: "Amount" },
    });
    expect(rawText.rows.map((r) => r.description)).toEqual(["client lunch, with notes", "", ""]);
    expect(split.mapping).toEqual({ date: "Date", description: "Name", debit: "Money Out", credit: "Money In" });
  });

  it("maps a header-less file by Column N names", () => {
    const text = lines("13/01/2024,-12.00,TESCO,988.00", "14/01/2024,100.00,ACME,1088.00");
    const auto = parseBankCsv(text);
    expect(auto.detectedHeaders).toEqual(["Column 1", "Column 2", "Column 3", "Column 4"]);
    expect(auto.mapping).toEqual({
      date: "Column 1",
      description: "Column 3",
      amount: "Column 2",
      balance: "Column 4",
    });
    const r = parseBankCsv(text, { headerMap: { date: "Column 1", description: "Column 3", amount: "Column 4" } });
    expect(r.rows.map((x) => [x.description, x.amount, x.balance])).toEqual([
      ["TESCO", 98800, null],
      ["ACME", 108800, null],
    ]);
  });

  it("prefers columns written as money over reference numbers in a header-less file", () => {
    const text = lines("13/01/2024,123456,TESCO,-12.00", "14/01/2024,123457,ACME,100.00", "15/01/2024,123458,BT,-5.50");
    expect(parseBankCsv(text).mapping).toEqual({
      date: "Column 1",
      description: "Column 3",
      amount: "Column 4",
    });
  });

  it("says which mapped column is missing from the file", () => {
    const r = parseBankCsv(lines("Date,Description,Amount", "13/01/2024,A,1"), {
      headerMap: { date: "Date", description: "Payee", amount: "Amount" },
    });
    expect(r).toMatchObject({ ok: false, error: 'Column "Payee" was not found in the file.' });
    expect(r.detectedHeaders).toEqual(["Date", "Description", "Amount"]);
  });

  it("needs a date, a description and an amount or both debit and credit in a mapping", () => {
    const text = lines("Date,Description,Out,In", "13/01/2024,A,1.00,");
    expect(parseBankCsv(text, { headerMap: { date: "Date", description: "Description", debit: "Out" } }).error).toBe(
      MAPPING_REQUIRED,
    );
    expect(parseBankCsv(text, { headerMap: { date: "Date", amount: "Out" } }).error).toBe(MAPPING_REQUIRED);
    const both = parseBankCsv(text, {
      headerMap: { date: "Date", description: "Description", debit: "Out", credit: "In" },
    });
    expect(both.rows.map((r) => r.amount)).toEqual([-100]);
  });

  it("treats an empty mapping as no mapping", () => {
    const text = lines("Date,Description,Amount", "13/01/2024,A,1");
    expect(parseBankCsv(text, { headerMap: {} }).rows).toEqual(parseBankCsv(text).rows);
    expect(parseBankCsv(text, { headerMap: { date: "  " } }).rows).toEqual(parseBankCsv(text).rows);
  });
});

describe("the detected mapping", () => {
  it("gives every role's column number and header, and a sentence for the page", () => {
    const r = parseBankCsv(
      lines(
        "Date,Type,Description,Paid out,Paid in,Balance",
        "13/01/2024,DD,BT,10.00,,90.00",
        "14/01/2024,CR,ACME,,5.00,95.00",
      ),
    );
    expect(r.detectedMapping).toEqual({
      columns: [
        { role: "date", column: 1, header: "Date" },
        { role: "description", column: 3, header: "Description" },
        { role: "debit", column: 4, header: "Paid out" },
        { role: "credit", column: 5, header: "Paid in" },
        { role: "balance", column: 6, header: "Balance" },
      ],
      balanceTiming: "after",
      positive: null,
      summary:
        "Date = column 1, Description = column 3, Paid out = column 4, Paid in = column 5, Balance = column 6 (after each row)",
    });
  });

  it("says as much as it found when the file needs a mapping", () => {
    const r = parseBankCsv(lines("Date,Description,Reference", "13/01/2024,ACME,INV 1"));
    expect(r.error).toBe(MAPPING_REQUIRED);
    expect(r.detectedMapping?.summary).toBe("Date = column 1, Description = columns 2 + 3");
  });

  it("re-reads a wrong guess with a person's mapping, and a mapping of readings only keeps the columns", () => {
    const text = lines(
      "Date,Memo,Amount,Amount GBP",
      "13/01/2024,HOTEL PARIS,-120.00,-102.50",
      "14/01/2024,REFUND,20.00,17.10",
    );
    expect(parseBankCsv(text).rows.map((x) => x.amount)).toEqual([-12000, 2000]);
    const fixed = parseBankCsv(text, { headerMap: { date: "Date", description: "Memo", amount: "Amount GBP" } });
    expect(fixed.rows.map((x) => x.amount)).toEqual([-10250, 1710]);
    expect(fixed.detectedMapping?.columns.find((c) => c.role === "amount")).toEqual({
      role: "amount",
      column: 4,
      header: "Amount GBP",
    });
    const flipped = parseBankCsv(text, { headerMap: { positive: "out" } });
    expect(flipped.rows.map((x) => x.amount)).toEqual([12000, -2000]);
    expect(flipped.mapping).toEqual({ date: "Date", description: "Memo", amount: "Amount", positive: "out" });
  });

  it("names an unnamed column by its position, in detectedHeaders and in a mapping", () => {
    const text = lines("Date,Description,Amount,", "13/01/2024,SHOP,5.00,", "14/01/2024,PAYMENT,10.00,CR");
    const r = parseBankCsv(text);
    expect(r.detectedHeaders).toEqual(["Date", "Description", "Amount", "Column 4"]);
    expect(parseBankCsv(text, { headerMap: { ...r.mapping, flag: "Column 4" } }).rows.map((x) => x.amount)).toEqual([
      -500, 1000,
    ]);
    expect(
      parseBankCsv(text, { headerMap: { date: "Column 1", description: "Column 2", amount: "Column 3" } }).ok,
    ).toBe(true);
  });
});
