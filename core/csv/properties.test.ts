import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isIsoDate } from "../dates";
import { pence } from "../money";
import {
  asCardRows,
  balanceReadable,
  bothSides,
  CARD_KINDS,
  cardReadable,
  olderLayoutArb,
  writeBalanceBefore,
  writeCard,
  writeHeaderless,
} from "./fixtures/card-arbitraries";
import { layoutArb, PLAIN_WORDS, readable, rowsArbitrary, write } from "./fixtures/statement-arbitraries";
import { decodeBytes, type HeaderMap, type ParseResult, parseBankCsv } from "./index";

/** Whatever the input, the result has the documented shape. */
function expectWellFormed(r: ParseResult): void {
  expect(typeof r.ok).toBe("boolean");
  if (r.ok) {
    expect(r.error).toBeNull();
    expect(r.rows.length).toBeGreaterThan(0);
  } else {
    expect(typeof r.error).toBe("string");
  }
  for (const row of r.rows) {
    expect(isIsoDate(row.date)).toBe(true);
    expect(Number.isSafeInteger(row.amount)).toBe(true);
    expect(row.balance === null || Number.isSafeInteger(row.balance)).toBe(true);
    expect(row.line).toBeGreaterThanOrEqual(1);
  }
  for (let i = 1; i < r.rows.length; i++) expect(r.rows[i - 1]!.date <= r.rows[i]!.date).toBe(true);
  expectReconciledOrNamed(r);
}

/** Each balance follows from the one before it and the amounts between, or a warning names the first that does not. */
function expectReconciledOrNamed(r: ParseResult): void {
  if (!r.ok) return;
  let running: number | null = null;
  for (const row of r.rows) {
    if (running !== null) running += row.amount;
    if (row.balance === null) continue;
    if (running !== null && running !== row.balance) {
      expect(r.warnings).toContainEqual(expect.stringMatching(new RegExp(`^Line ${row.line}: the balance `)));
      return;
    }
    running = row.balance;
  }
}

const stated = (r: ParseResult) =>
  r.rows.map(({ date, description, amount, balance }) => ({ date, description, amount, balance }));

const FRAGMENTS = [
  '"',
  ",",
  ";",
  "\t",
  "|",
  "\n",
  "\r\n",
  "\r",
  " ",
  "",
  "'",
  "(",
  ")",
  "-",
  "+",
  "£",
  "\uFEFF",
  "\u0000",
  "01/02/2024",
  "13/01/2024",
  "02/13/2024",
  "2024-13-45",
  "31 Feb 2024",
  "24",
  "1,234.56",
  "(12.00)",
  "12.00 CR",
  "DR",
  "-1.234,56",
  "99999999999999999999",
  "1e309",
  "NaN",
  "Date",
  "Amount",
  "Balance",
  "Description",
  "Debit",
  "Credit",
  "Type",
  "State",
  "Direction",
  "OUT",
  "IN",
  "Total",
  "Opening balance",
  "PAYMENT RECEIVED - THANK YOU",
  "Column 1",
  "x",
];

describe("parseBankCsv never throws", () => {
  it("on arbitrary bytes, decoded", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), (b) => expectWellFormed(parseBankCsv(decodeBytes(b)))),
      {
        numRuns: 500,
      },
    );
  });

  it("on arbitrary strings", () => {
    // Any UTF-16 code units, lone surrogates included (fast-check's "binary" strings are slow to generate).
    const text = fc
      .array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 300 })
      .map((u) => String.fromCharCode(...u));
    fc.assert(
      fc.property(text, (s) => expectWellFormed(parseBankCsv(s))),
      { numRuns: 500 },
    );
  });

  it("on CSV-ish strings built from bank-file fragments, with or without a mapping", () => {
    const text = fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 120 }).map((parts) => parts.join(""));
    const name = fc.constantFrom("Date", "Amount", "Description", "Column 1", "Column 2", "Nope", "");
    const map = fc.option(
      fc.record(
        { date: name, description: name, amount: name, debit: name, credit: name, balance: name },
        { requiredKeys: [] },
      ),
      { nil: undefined },
    );
    fc.assert(
      fc.property(text, map, (t, headerMap: HeaderMap | undefined) => expectWellFormed(parseBankCsv(t, { headerMap }))),
      { numRuns: 1500 },
    );
  });

  it("on values that are not strings at all", () => {
    expectWellFormed(parseBankCsv(undefined as unknown as string));
    expectWellFormed(parseBankCsv(42 as unknown as string, { headerMap: null as unknown as HeaderMap }));
  });
});

describe("round trip", () => {
  it("reads back the rows written in every supported layout, delimiter, date format and amount style", () => {
    fc.assert(
      fc.property(rowsArbitrary(), layoutArb, (rows, layout) => {
        fc.pre(readable(rows, layout.dateFormat));
        const r = parseBankCsv(write(rows, layout));
        expect(r.error).toBeNull();
        expect(stated(r)).toEqual(rows);
        expect(r.warnings.filter((w) => / balance /.test(w))).toEqual([]);
      }),
      { numRuns: 600 },
    );
  });

  it("reads card statements signed by a CR column, D / C flags or payments printed negative, purchases as money out", () => {
    fc.assert(
      fc.property(rowsArbitrary(), fc.constantFrom(...CARD_KINDS), (raw, kind) => {
        fc.pre(cardReadable(raw));
        const rows = asCardRows(raw, kind);
        const r = parseBankCsv(writeCard(rows, kind));
        expect(r.error).toBeNull();
        expect(stated(r)).toEqual(rows.map((row) => ({ ...row, balance: null })));
      }),
      { numRuns: 300 },
    );
  });

  it("reads header-less files of date, description, paid out, paid in and balance", () => {
    fc.assert(
      fc.property(rowsArbitrary(PLAIN_WORDS, 2), olderLayoutArb, (rows, layout) => {
        fc.pre(bothSides(rows));
        const r = parseBankCsv(writeHeaderless(rows, layout));
        expect(r.error).toBeNull();
        expect(stated(r)).toEqual(rows);
      }),
      { numRuns: 300 },
    );
  });

  it("reads files whose balance is the one before each row, giving the balance after it", () => {
    fc.assert(
      fc.property(rowsArbitrary(), olderLayoutArb, (rows, layout) => {
        fc.pre(balanceReadable(rows));
        const r = parseBankCsv(writeBalanceBefore(rows, layout));
        expect(r.error).toBeNull();
        expect(stated(r)).toEqual(rows);
        expect(r.detectedMapping?.balanceTiming).toBe("before");
      }),
      { numRuns: 300 },
    );
  });
});

describe("balances", () => {
  it("never answers ok for a file whose balances do not follow without naming the first row that does not", () => {
    const broken = fc
      .tuple(rowsArbitrary(), fc.array(fc.tuple(fc.nat(), fc.integer({ min: -9_999_999, max: 9_999_999 }))))
      .map(([rows, changes]) => {
        const out = [...rows];
        for (const [at, balance] of changes)
          out[at % out.length] = { ...out[at % out.length]!, balance: pence(balance) };
        return out;
      });
    fc.assert(
      fc.property(broken, layoutArb, (rows, layout) => {
        fc.pre(readable(rows, layout.dateFormat));
        expectWellFormed(parseBankCsv(write(rows, layout)));
      }),
      { numRuns: 400 },
    );
  });
});
