import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pence } from "../money";
import { parseBankCsv, safeCsvCell, toCleanCsv, writeCsv } from "./index";

describe("safeCsvCell", () => {
  it.each([
    ["=1+1", "'=1+1"],
    ["+44 20 7946 0000", "'+44 20 7946 0000"],
    ["-12.50", "'-12.50"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
    ["\rcmd", `"'\rcmd"`],
    ["  =1+1", "'  =1+1"],
    ['=HYPERLINK("http://evil.example","Click")', `"'=HYPERLINK(""http://evil.example"",""Click"")"`],
  ])("neutralises %j so spreadsheets show it as text", (input, expected) => {
    expect(safeCsvCell(input)).toBe(expected);
  });

  it.each([
    ["TESCO STORES", "TESCO STORES"],
    ["ACME, LTD", '"ACME, LTD"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["", ""],
  ])("quotes %j only as RFC 4180 needs", (input, expected) => {
    expect(safeCsvCell(input)).toBe(expected);
  });
});

describe("writeCsv", () => {
  it("writes numbers and plain decimal strings raw, nulls empty, and ends every line with CRLF", () => {
    expect(
      writeCsv(
        ["Date", "Amount", "Note"],
        [
          ["2024-01-02", -12.5, null],
          ["2024-01-03", "-12.50", "=cmd"],
        ],
      ),
    ).toBe("Date,Amount,Note\r\n2024-01-02,-12.5,\r\n2024-01-03,-12.50,'=cmd\r\n");
    expect(writeCsv(["n"], [[Number.NaN], [1e21]])).toBe("n\r\n\r\n1e+21\r\n");
  });
});

describe("toCleanCsv", () => {
  it("writes Date, Description, Amount, Balance with decimal strings", () => {
    const csv = toCleanCsv([
      { date: "2024-01-02", description: "ACME, LTD", amount: pence(-1250), balance: pence(100000) },
      { date: "2024-01-03", description: "=HMRC", amount: pence(5), balance: null },
    ]);
    expect(csv).toBe(
      'Date,Description,Amount,Balance\r\n2024-01-02,"ACME, LTD",-12.50,1000.00\r\n2024-01-03,\'=HMRC,0.05,\r\n',
    );
  });

  it("is read back to the same rows by parseBankCsv", () => {
    const word = fc.constantFrom("ACME", "LTD", "=SUM(A1)", "-REF", "+44", "@HOME", "a,b", 'say "x"', "£5", "Tesco");
    const row = fc.record({
      day: fc.integer({ min: 0, max: 3000 }),
      description: fc.array(word, { minLength: 1, maxLength: 4 }).map((w) => w.join(" ")),
      amount: fc.integer({ min: -1e9, max: 1e9 }).map(pence),
    });
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 20 }), (input) => {
        const sorted = [...input].sort((a, b) => a.day - b.day);
        const base = Date.UTC(2020, 0, 13);
        const rows = sorted.map((r) => ({
          date: new Date(base + r.day * 86400000).toISOString().slice(0, 10),
          description: r.description,
          amount: r.amount,
          balance: null,
        }));
        const read = parseBankCsv(toCleanCsv(rows));
        expect(read.error).toBeNull();
        expect(
          read.rows.map((r) => ({ date: r.date, description: r.description, amount: r.amount, balance: r.balance })),
        ).toEqual(rows);
      }),
    );
  });
});
