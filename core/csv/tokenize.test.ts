import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { detectDelimiter } from "./delimiter";
import { normaliseText, tokenize } from "./tokenize";

const cells = (text: string, d = ",") => tokenize(normaliseText(text), d).map((r) => r.cells);

describe("tokenize", () => {
  it("keeps delimiters, doubled quotes and line breaks inside quoted fields", () => {
    expect(cells('a,"b, c","say ""hi""","x\ny"\n1,2,3,4')).toEqual([
      ["a", "b, c", 'say "hi"', "x\ny"],
      ["1", "2", "3", "4"],
    ]);
  });

  it("numbers each record by the line it starts on", () => {
    expect(tokenize('a,"x\ny\nz"\nb\r\n\r\nc', ",").map((r) => r.line)).toEqual([1, 4, 5, 6]);
    expect(tokenize(normaliseText('a,"x\r\ny"\r\nb'), ",").map((r) => r.line)).toEqual([1, 3]);
  });

  it("is lenient where bank files are sloppy", () => {
    expect(cells('a, "b,c" ,d')).toEqual([["a", "b,c", "d"]]); // spaces around a quoted field
    expect(cells('a,b"c,d')).toEqual([["a", 'b"c', "d"]]); // a quote inside an unquoted field
    expect(cells('a,"unterminated,\nrest')).toEqual([["a", "unterminated,\nrest"]]);
    expect(cells("a,b,\n")).toEqual([["a", "b", ""]]); // trailing delimiter
    expect(cells('a,"b"')).toEqual([["a", "b"]]);
    expect(cells('"a",')).toEqual([["a", ""]]);
  });

  it("reads back any cells written with RFC 4180 quoting", () => {
    const cell = fc.string({ unit: fc.constantFrom("a", " ", ",", ";", '"', "\n", "£", "1", "\t") });
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 2, maxLength: 5 }), { minLength: 1, maxLength: 5 }), (rows) => {
        const quote = (c: string) => (/[",\n\r]/.test(c) || /^ /.test(c) ? `"${c.replace(/"/g, '""')}"` : c);
        const text = rows.map((r) => r.map(quote).join(",")).join("\n");
        expect(tokenize(text, ",").map((r) => r.cells)).toEqual(rows);
      }),
    );
  });
});

describe("detectDelimiter", () => {
  it("picks semicolons for a Santander file although every description holds commas", () => {
    const text = [
      "Date;Type;Merchant/Description;Debit/Credit;Balance;",
      "15/02/2025;CARD PAYMENT;TO TESCO,12.50 GBP, RATE 1.00/GBP;-£12.50;+£1,487.50;",
      "14/02/2025;CARD PAYMENT;TO AMAZON,2.50 GBP, RATE 1.00/GBP;-£2.50;+£1,500.00;",
    ].join("\n");
    expect(detectDelimiter(text)).toBe(";");
  });

  it("picks commas for a Barclays file with TABs inside the memo", () => {
    expect(
      detectDelimiter(
        "Number,Date,Account,Amount,Subcategory,Memo\n,26/11/2024,x,-1.00,P,A\tB\tC\n,26/11/2024,x,-1.00,P,D\tE\tF",
      ),
    ).toBe(",");
  });

  it("picks tabs and pipes, and counts a trailing empty header cell as consistent", () => {
    expect(detectDelimiter("Date\tDescription\tAmount\n13/01/2024\tA, B\t1")).toBe("\t");
    expect(detectDelimiter("Date|Description|Amount\n13/01/2024|A, B; C|1")).toBe("|");
    expect(detectDelimiter("Date,Description,Amount,\n13/01/2024,A;B,1\n14/01/2024,C;D,1")).toBe(",");
  });

  it("picks semicolons over commas in decimal-comma files", () => {
    expect(
      detectDelimiter("Date;Description;Amount;Balance\n03.01.2024;X;-12,50;100,00\n04.01.2024;Y;-1,50;98,50"),
    ).toBe(";");
  });
});
