import { describe, expect, it } from "vitest";
import { toUtf16Bytes } from "./fixtures/encode";
import { decodeBytes, parseBankCsv } from "./index";
import { CARD_SIGN_WARNING } from "./sign-and-order";

const rowsOf = (text: string) => parseBankCsv(text).rows.map((r) => [r.date, r.amount, r.description, r.balance]);
const lines = (...l: string[]) => l.join("\n");

describe("hard cases every UK detector meets", () => {
  it("finds the header below a title, period, sort code and opening balance, and names each footer line it skips", () => {
    const text = lines(
      "Business Current Account statement",
      "Period: 01/03/2024 to 31/03/2024",
      "Sort code: 12-34-56  Account number: 87654321",
      "Opening balance,,,1000.00",
      "",
      "Date,Description,Amount,Balance",
      "01/03/2024,TESCO STORES,-12.00,988.00",
      ",,,",
      "15/03/2024,ACME LTD,500.00,1488.00",
      "Total,,488.00,",
      "Closing balance,,,1488.00",
      "End of statement",
    );
    const r = parseBankCsv(text);
    expect(r.ok).toBe(true);
    expect(r.detectedHeaders).toEqual(["Date", "Description", "Amount", "Balance"]);
    expect(rowsOf(text)).toEqual([
      ["2024-03-01", -1200, "TESCO STORES", 98800],
      ["2024-03-15", 50000, "ACME LTD", 148800],
    ]);
    expect(r.warnings).toEqual([
      'Line 10: skipped footer line "Total 488.00"',
      'Line 11: skipped footer line "Closing balance 1488.00"',
      'Line 12: skipped footer line "End of statement"',
    ]);
    expect(r.account).toEqual({ sortCode: "12-34-56", accountNumber: "87654321" });
  });

  it("reads semicolon files with decimal commas, dot thousands and DD.MM.YYYY", () => {
    const text = lines(
      "Date;Description;Amount;Balance",
      "03.01.2024;LIEFERANT GMBH, REF 1;-1.234,56;8.765,44",
      "15.01.2024;KUNDE AG;2.000,00;10.765,44",
      "16.01.2024;GEBUEHR;-0,5;10.764,94",
    );
    expect(rowsOf(text)).toEqual([
      ["2024-01-03", -123456, "LIEFERANT GMBH, REF 1", 876544],
      ["2024-01-15", 200000, "KUNDE AG", 1076544],
      ["2024-01-16", -50, "GEBUEHR", 1076494],
    ]);
  });

  it("reads parentheses as negative, with £ signs, thousands and an overdrawn balance in parentheses", () => {
    const text = lines(
      "Date,Description,Amount,Balance",
      '01/05/2024,OWNER FUNDS,"£1,000.00","£1,000.00"',
      '02/05/2024,HMRC CORP TAX,"(£1,234.56)",(£234.56)',
      "14/05/2024,BANK INTEREST,£0.01,(£234.55)",
    );
    expect(rowsOf(text)).toEqual([
      ["2024-05-01", 100000, "OWNER FUNDS", 100000],
      ["2024-05-02", -123456, "HMRC CORP TAX", -23456],
      ["2024-05-14", 1, "BANK INTEREST", -23455],
    ]);
  });

  it("reads month-first dates when only a later row shows the order", () => {
    const text = lines("Date,Description,Amount", "01/02/2024,A,-1.00", "02/01/2024,B,-2.00", "03/15/2024,C,-3.00");
    const r = parseBankCsv(text);
    expect(rowsOf(text)).toEqual([
      ["2024-01-02", -100, "A", null],
      ["2024-02-01", -200, "B", null],
      ["2024-03-15", -300, "C", null],
    ]);
    expect(r.warnings).toEqual([]);
  });

  it("reads day-first when every date could be either, and says so", () => {
    const r = parseBankCsv(lines("Date,Description,Amount", "01/02/2024,A,-1.00", "03/04/2024,B,-2.00"));
    expect(r.rows.map((x) => x.date)).toEqual(["2024-02-01", "2024-04-03"]);
    expect(r.warnings).toEqual(["Every date in this file could be read either way round; read as day/month/year (UK)"]);
  });

  it("follows the majority when day-first and month-first rows conflict, and rejects the rest by line", () => {
    const r = parseBankCsv(lines("Date,Description,Amount", "13/01/2024,A,1", "14/01/2024,B,-2", "01/13/2024,C,3"));
    expect(r.rows.map((x) => x.date)).toEqual(["2024-01-13", "2024-01-14"]);
    expect(r.warnings).toEqual([
      "Dates in this file mix day-first and month-first orders; read as day/month/year",
      'Line 4: invalid date "01/13/2024"',
    ]);
  });

  it("reads two-digit years as 20YY and every supported date shape", () => {
    const text = lines(
      "Date|Description|Amount",
      "05/03/24|a|1",
      "06-03-2024|b|1",
      "07.03.2024|c|1",
      "8 Mar 2024|d|1",
      "09-Mar-2024|e|1",
      "10 Mar 24|f|1",
      "2024-03-11|g|1",
      "2024-03-12T10:22:01Z|h|1",
      "2024-03-13 10:22|i|1",
      "14 March 2024|j|1",
    );
    expect(parseBankCsv(text).rows.map((r) => r.date)).toEqual([
      "2024-03-05",
      "2024-03-06",
      "2024-03-07",
      "2024-03-08",
      "2024-03-09",
      "2024-03-10",
      "2024-03-11",
      "2024-03-12",
      "2024-03-13",
      "2024-03-14",
    ]);
  });

  it("reads CR and DR suffixes, with or without a space, a DR balance and DD-Mon-YYYY dates", () => {
    const text = lines(
      "Date,Details,Amount,Balance",
      "01-Jan-2024,DEPOSIT,50.00CR,50.00CR",
      "02-Jan-2024,CARD PURCHASE,100.00 DR,50.00DR",
      "03-Jan-2024,INTEREST,1.25 CR,48.75 DR",
    );
    expect(rowsOf(text)).toEqual([
      ["2024-01-01", 5000, "DEPOSIT", 5000],
      ["2024-01-02", -10000, "CARD PURCHASE", -5000],
      ["2024-01-03", 125, "INTEREST", -4875],
    ]);
  });

  it("reads bare amounts as money out when only credits carry a CR mark", () => {
    const text = lines(
      "Date,Description,Amount",
      "05/06/2024,SHELL,45.00",
      "06/06/2024,REFUND SHELL,45.00CR",
      "14/06/2024,AMAZON,12.99",
    );
    expect(rowsOf(text)).toEqual([
      ["2024-06-05", -4500, "SHELL", null],
      ["2024-06-06", 4500, "REFUND SHELL", null],
      ["2024-06-14", -1299, "AMAZON", null],
    ]);
  });

  it("applies a debit/credit indicator column to unsigned amounts", () => {
    const text = lines("Date,Description,Amount,Type", "13/02/2024,ACME LTD,250.00,CR", "14/02/2024,BT GROUP,45.50,DR");
    expect(rowsOf(text)).toEqual([
      ["2024-02-13", 25000, "ACME LTD", null],
      ["2024-02-14", -4550, "BT GROUP", null],
    ]);
    const words = lines(
      "Posting Date,Memo,Amount,Debit/Credit",
      "13/02/2024,ACME LTD,250.00,Credit",
      "14/02/2024,BT GROUP,45.50,Debit",
    );
    expect(rowsOf(words).map((r) => r[1])).toEqual([25000, -4550]);
  });

  it("ignores an indicator-like column when the amounts already carry signs", () => {
    const text = lines(
      "Date,Description,Amount,Type",
      "13/02/2024,ACME LTD,250.00,DR",
      "14/02/2024,BT GROUP,-45.50,DR",
    );
    expect(rowsOf(text).map((r) => r[1])).toEqual([25000, -4550]);
  });

  it("returns a newest-first file oldest first, keeping the balance order of same-day rows", () => {
    const text = lines(
      "Date,Description,Amount,Balance",
      "02/03/2024,C,-1.00,107.00",
      "02/03/2024,B,10.00,108.00",
      "13/02/2024,A,-2.00,98.00",
    );
    expect(rowsOf(text)).toEqual([
      ["2024-02-13", -200, "A", 9800],
      ["2024-03-02", 1000, "B", 10800],
      ["2024-03-02", -100, "C", 10700],
    ]);
  });

  it("reverses signs when the balance only runs with purchases counted as money out", () => {
    const text = lines(
      "Date,Description,Amount,Balance",
      "13/03/2024,CARD PURCHASE,20.00,980.00",
      "14/03/2024,REFUND,-5.00,985.00",
    );
    const r = parseBankCsv(text);
    expect(rowsOf(text)).toEqual([
      ["2024-03-13", -2000, "CARD PURCHASE", 98000],
      ["2024-03-14", 500, "REFUND", 98500],
    ]);
    expect(r.warnings).toEqual([CARD_SIGN_WARNING]);
  });

  it("recognises card activity without a layout fingerprint from a negative 'payment received - thank you'", () => {
    const text = lines(
      "Date,Description,Amount",
      "14/03/2024,PAYMENT RECEIVED - THANK YOU,-100.00",
      "13/03/2024,TRAINLINE.COM,45.10",
      "12/03/2024,PREMIER INN,80.00",
    );
    const r = parseBankCsv(text);
    expect(rowsOf(text).map((x) => x[1])).toEqual([-8000, -4510, 10000]);
    expect(r.warnings).toEqual([CARD_SIGN_WARNING]);
  });

  it("keeps line breaks inside quoted fields as spaces and numbers lines from the start of each row", () => {
    const text = lines(
      "Date,Description,Amount",
      '13/01/2024,"ACME ""TRADING""\nLTD, UNIT 4",-1.00',
      "14/01/2024,NEXT,-2.00",
    );
    const r = parseBankCsv(text);
    expect(r.rows.map((x) => [x.description, x.line])).toEqual([
      ['ACME "TRADING" LTD, UNIT 4', 2],
      ["NEXT", 4],
    ]);
  });

  it("reads UTF-8 with a BOM, and UTF-16 little- and big-endian with a BOM", () => {
    const text = lines("Date,Description,Amount", "13/01/2024,CAFÉ £ NERO,-3.20");
    const utf8 = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]);
    for (const bytes of [utf8, toUtf16Bytes(text, true), toUtf16Bytes(text, false)]) {
      const r = parseBankCsv(decodeBytes(bytes));
      expect(r.detectedHeaders[0]).toBe("Date");
      expect(r.rows.map((x) => [x.date, x.amount, x.description])).toEqual([["2024-01-13", -320, "CAFÉ £ NERO"]]);
    }
  });

  it("reads tab- and pipe-delimited files", () => {
    for (const d of ["\t", "|"]) {
      const text = `${["Date", "Description", "Amount"].join(d)}\n${["13/01/2024", "A, B", "-1,234.50"].join(d)}`;
      expect(rowsOf(text)).toEqual([["2024-01-13", -123450, "A, B", null]]);
    }
  });

  it("warns for every row it cannot read, by line and reason, and skips empty lines silently", () => {
    const text = lines(
      "Date,Description,Amount,Balance",
      "13/01/2024,GOOD,-1.00,99.00",
      "32/13/2024,BAD DATE,-1.00,",
      "",
      "14/01/2024,BAD AMOUNT,abc,",
      "15/01/2024,NO AMOUNT,,",
      ",continued text,,",
      "16/01/2024,BAD BALANCE,-2.00,lots",
      "17/01/2024,,-3.00,",
    );
    const r = parseBankCsv(text);
    expect(r.rows.map((x) => [x.description, x.amount, x.balance])).toEqual([
      ["GOOD", -100, 9900],
      ["BAD BALANCE", -200, null],
      ["", -300, null],
    ]);
    expect(r.warnings).toEqual([
      'Line 3: invalid date "32/13/2024"',
      'Line 5: invalid amount "abc"',
      "Line 6: no amount",
      'Line 7: skipped row without a date "continued text"',
      'Line 8: invalid balance "lots"',
      "Line 9: no description",
    ]);
  });

  it("reads a split row with both sides filled as credit minus debit, with a warning", () => {
    const r = parseBankCsv(lines("Date,Description,Debit,Credit", "13/01/2024,x,1.00,2.50", "14/01/2024,y,0.00,2.00"));
    expect(r.rows.map((x) => x.amount)).toEqual([150, 200]);
    expect(r.warnings).toEqual(["Line 2: both debit and credit filled in; used credit minus debit"]);
  });

  it("skips a header repeated between account blocks, saying so", () => {
    const text = lines(
      "Date, Type, Description, Value, Balance, Account Name, Account Number",
      "13/01/2024,POS,A,-1.00,99.00,MAIN,600000-11111111",
      "",
      "Date, Type, Description, Value, Balance, Account Name, Account Number",
      "14/01/2024,POS,B,-1.00,98.00,MAIN,600000-11111111",
    );
    const r = parseBankCsv(text);
    expect(r.rows.map((x) => x.description)).toEqual(["A", "B"]);
    expect(r.warnings).toEqual(["Line 4: skipped repeated header"]);
  });

  it("warns when one file mixes several accounts", () => {
    const text = lines(
      "Date,Type,Description,Value,Balance,Account Name,Account Number",
      "13/01/2024,POS,A,-1.00,99.00,MAIN,600000-11111111",
      "14/01/2024,POS,B,-1.00,49.00,SAVINGS,600000-22222222",
    );
    expect(parseBankCsv(text).warnings).toContain(
      "This file holds transactions from 2 accounts (600000-11111111, 600000-22222222); balances are per account",
    );
  });

  it("caps a flood of warnings and says how many more there were", () => {
    const bad = Array.from({ length: 1200 }, () => "99/99/2024,X,1");
    const r = parseBankCsv(lines("Date,Description,Amount", "13/01/2024,OK,1", ...bad));
    expect(r.warnings).toHaveLength(1001);
    expect(r.warnings[1000]).toBe("200 more warnings not shown");
  });

  it("explains an empty file, a file of prose, and a file whose rows are all unreadable", () => {
    expect(parseBankCsv("")).toMatchObject({ ok: false, error: "The file is empty.", rows: [] });
    expect(parseBankCsv(" \n\n")).toMatchObject({ ok: false, error: "The file is empty." });
    const prose = parseBankCsv("Dear customer\nThank you for banking with us");
    expect(prose.ok).toBe(false);
    expect(prose.error).toMatch(/no rows with a date and an amount/);
    const unreadable = parseBankCsv(lines("Date,Description,Amount", "soon,A,1", "later,B,2"));
    expect(unreadable).toMatchObject({ ok: false, error: "No valid transactions found in this file." });
    expect(unreadable.warnings).toEqual(['Line 2: invalid date "soon"', 'Line 3: invalid date "later"']);
  });
});
