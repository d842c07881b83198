import { describe, expect, it } from "vitest";
import type { BankFile } from "./fixtures/bank-files-a";
import * as filesA from "./fixtures/bank-files-a";
import * as filesB from "./fixtures/bank-files-b";
import * as cards from "./fixtures/card-files";
import { toCp1252Bytes } from "./fixtures/encode";
import * as older from "./fixtures/older-files";
import { decodeBytes, parseBankCsv } from "./index";

const FILES = [filesA, filesB, cards, older].flatMap((m) => Object.values(m)) as BankFile[];
const textOf = (f: BankFile) => (f.cp1252 ? decodeBytes(toCp1252Bytes(f.text)) : f.text);
const summary = (text: string, headerMap?: Parameters<typeof parseBankCsv>[1]) =>
  parseBankCsv(text, headerMap).rows.map((r) => [r.date, r.amount, r.description, r.balance]);

describe("published UK bank layouts", () => {
  it("covers at least 17 banks and card issuers", () => {
    expect(FILES.length).toBeGreaterThanOrEqual(17);
  });

  it.each(FILES.map((f) => [f.name, f] as const))("reads every row of %s", (_name, file) => {
    const result = parseBankCsv(textOf(file));
    expect(result.error).toBeNull();
    expect(result.ok).toBe(true);
    expect(result.rows.map((r) => [r.date, r.amount, r.description, r.balance])).toEqual(file.rows);
    expect(result.bank).toBe(file.bank);
    expect(result.warnings).toEqual(file.warnings ?? []);
    if (file.account !== undefined) expect(result.account).toEqual(file.account);
  });

  it.each(FILES.map((f) => [f.name, f] as const))("reads %s the same when given back its own mapping", (_n, file) => {
    const text = textOf(file);
    const first = parseBankCsv(text);
    expect(first.mapping).not.toBeNull();
    expect(summary(text, { headerMap: first.mapping ?? {} })).toEqual(summary(text));
  });

  it("reads the Windows-1252 files' pound signs from single 0xA3 bytes", () => {
    const bytes = toCp1252Bytes(filesB.NATIONWIDE.text);
    expect(bytes.includes(0xa3)).toBe(true);
    expect(decodeBytes(bytes)).toContain("£1,234.56");
  });

  it("numbers lines from 1 in the file, counting line breaks inside quoted fields", () => {
    const rows = parseBankCsv(filesB.AMEX.text).rows;
    expect(rows.map((r) => r.line)).toEqual([6, 3, 2]);
    expect(parseBankCsv(filesA.NATWEST_OLD.text).rows.map((r) => r.line)).toEqual([5, 4]);
  });

  it("reports the detected header cells trimmed, without the trailing empty cell", () => {
    expect(parseBankCsv(filesA.LLOYDS.text).detectedHeaders).toEqual([
      "Transaction Date",
      "Transaction Type",
      "Sort Code",
      "Account Number",
      "Transaction Description",
      "Debit Amount",
      "Credit Amount",
      "Balance",
    ]);
    expect(parseBankCsv(filesA.NATWEST_OLD.text).detectedHeaders[1]).toBe("Type");
    expect(parseBankCsv(filesA.HSBC_NO_HEADER.text).detectedHeaders).toEqual(["Column 1", "Column 2", "Column 3"]);
  });

  it("names the columns it used, joining split descriptions from the first text column", () => {
    expect(parseBankCsv(filesA.LLOYDS.text).mapping).toEqual({
      date: "Transaction Date",
      description: "Transaction Description",
      debit: "Debit Amount",
      credit: "Credit Amount",
      balance: "Balance",
    });
    expect(parseBankCsv(filesB.STARLING.text).mapping).toEqual({
      date: "Date",
      description: "Counter Party",
      amount: "Amount (GBP)",
      balance: "Balance (GBP)",
    });
    expect(parseBankCsv(filesB.REVOLUT_BUSINESS.text).mapping?.amount).toBe("Total amount");
  });

  it("dates a Revolut Business row by the UK day when the file gives Europe/London columns", () => {
    // 00:30 on 1 April 2025 in London (summer time) is 23:30 UTC on 31 March: the UK day is the accounts' day.
    const text = [
      "Date started (UTC),Date completed (UTC),Date started (Europe/London),Date completed (Europe/London),ID,Type,State,Description,Reference,Payer,Card number,Orig currency,Orig amount,Payment currency,Amount,Total amount,Exchange rate,Fee,Fee currency,Balance,Account",
      "2025-03-31 23:30:00,2025-03-31 23:30:05,2025-04-01 00:30:00,2025-04-01 00:30:05,id2,CARD_PAYMENT,COMPLETED,Amazon,,,,GBP,-10.00,GBP,-10.00,-10.00,,0.00,GBP,90.00,GBP Main",
      "2025-03-30 12:00:00,2025-03-30 12:00:05,2025-03-30 13:00:00,2025-03-30 13:00:05,id1,TOPUP,COMPLETED,Payment from Acme Ltd,,,,GBP,100.00,GBP,100.00,100.00,,0.00,GBP,100.00,GBP Main",
    ].join("\n");
    const r = parseBankCsv(text);
    expect(r.bank).toBe("Revolut Business");
    expect(r.rows.map((x) => [x.date, x.amount])).toEqual([
      ["2025-03-30", 10000],
      ["2025-04-01", -1000],
    ]);
  });

  it("gives files with the same headers the same layout key, and different headers different keys", () => {
    expect(parseBankCsv(filesA.LLOYDS.text).layoutKey).toBe(parseBankCsv(filesA.HALIFAX.text).layoutKey);
    expect(parseBankCsv(filesA.LLOYDS.text).layoutKey).not.toBe(parseBankCsv(filesA.TSB.text).layoutKey.slice(1));
    expect(parseBankCsv(filesA.NATWEST_OLD.text).layoutKey).toBe(parseBankCsv(filesA.NATWEST_NEW.text).layoutKey);
    expect(parseBankCsv(filesA.BARCLAYS.text).layoutKey).toBe("number|date|account|amount|subcategory|memo");
  });
});
