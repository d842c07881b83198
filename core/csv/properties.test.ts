import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isIsoDate } from "../dates";
import { type Pence, pence } from "../money";
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
}

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

// --- Round trip: rows written in each supported layout read back the same. ---

interface Row {
  date: string;
  description: string;
  amount: Pence;
  balance: Pence;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const DATE_FORMATS: Record<string, (y: string, m: string, d: string) => string> = {
  "DD/MM/YYYY": (y, m, d) => `${d}/${m}/${y}`,
  "DD/MM/YY": (y, m, d) => `${d}/${m}/${y.slice(2)}`,
  "DD-MM-YYYY": (y, m, d) => `${d}-${m}-${y}`,
  "DD.MM.YYYY": (y, m, d) => `${d}.${m}.${y}`,
  "DD Mon YYYY": (y, m, d) => `${d} ${MONTHS[Number(m) - 1]} ${y}`,
  "DD-Mon-YYYY": (y, m, d) => `${d}-${MONTHS[Number(m) - 1]}-${y}`,
  "YYYY-MM-DD": (y, m, d) => `${y}-${m}-${d}`,
  "YYYY-MM-DDThh:mm:ssZ": (y, m, d) => `${y}-${m}-${d}T10:22:01Z`,
  "MM/DD/YYYY": (y, m, d) => `${m}/${d}/${y}`,
};

function money(p: number, decimalComma: boolean, pound: boolean): string {
  const a = Math.abs(p);
  const whole = String(Math.trunc(a / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, decimalComma ? "." : ",");
  const text = `${pound ? "£" : ""}${whole}${decimalComma ? "," : "."}${String(a % 100).padStart(2, "0")}`;
  return p < 0 ? `-${text}` : text;
}

function quoteFor(delimiter: string) {
  return (cell: string) => (cell.includes(delimiter) || /["\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
}

const WORDS = [
  "ACME",
  "LTD",
  "TESCO",
  "STORES",
  "HMRC",
  "VAT",
  "INV",
  "REF",
  "a,b",
  "x;y",
  'q"t',
  "Café",
  "£5",
  "#12",
  "12",
];
const rowsArb = fc
  .array(
    fc.record({
      day: fc.integer({ min: 0, max: 3650 }),
      words: fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 5 }),
      amount: fc.integer({ min: -5_000_000, max: 5_000_000 }),
    }),
    { minLength: 1, maxLength: 25 },
  )
  .map((raw) => {
    const sorted = [...raw].sort((a, b) => a.day - b.day);
    let balance = 100_000;
    return sorted.map((r): Row => {
      balance += r.amount;
      const date = new Date(Date.UTC(2015, 0, 1) + r.day * 86_400_000).toISOString().slice(0, 10);
      return { date, description: r.words.join(" "), amount: pence(r.amount), balance: pence(balance) };
    });
  });

const layoutArb = fc.record({
  delimiter: fc.constantFrom(",", ";", "\t"),
  split: fc.boolean(), // separate Debit / Credit columns instead of one signed Amount
  dateFormat: fc.constantFrom(...Object.keys(DATE_FORMATS)),
  decimalComma: fc.boolean(),
  pound: fc.boolean(),
  newestFirst: fc.boolean(),
});

type LayoutChoice = {
  delimiter: string;
  split: boolean;
  dateFormat: string;
  decimalComma: boolean;
  pound: boolean;
  newestFirst: boolean;
};

function write(rows: Row[], layout: LayoutChoice): string {
  const comma = layout.decimalComma && layout.delimiter !== ",";
  const q = quoteFor(layout.delimiter);
  const header = layout.split
    ? ["Date", "Description", "Debit", "Credit", "Balance"]
    : ["Date", "Description", "Amount", "Balance"];
  const body = rows.map((r) => {
    const [y, m, d] = r.date.split("-") as [string, string, string];
    const date = DATE_FORMATS[layout.dateFormat]!(y, m, d);
    const amountCells = layout.split
      ? [
          r.amount < 0 ? money(-r.amount, comma, layout.pound) : "",
          r.amount >= 0 ? money(r.amount, comma, layout.pound) : "",
        ]
      : [money(r.amount, comma, layout.pound)];
    return [date, r.description, ...amountCells, money(r.balance, comma, layout.pound)].map(q).join(layout.delimiter);
  });
  if (layout.newestFirst) body.reverse();
  return [header.join(layout.delimiter), ...body].join("\n");
}

/** Month-first files need one date that shows it (a day above 12); otherwise the UK reading is the right one. */
function readable(rows: Row[], dateFormat: string): boolean {
  if (dateFormat !== "MM/DD/YYYY") return true;
  return rows.some((r) => Number(r.date.slice(8)) > 12);
}

describe("round trip", () => {
  it("reads back the rows written in every supported layout, delimiter, date format and amount style", () => {
    fc.assert(
      fc.property(rowsArb, layoutArb, (rows, layout) => {
        fc.pre(readable(rows, layout.dateFormat));
        const r = parseBankCsv(write(rows, layout));
        expect(r.error).toBeNull();
        expect(
          r.rows.map(({ date, description, amount, balance }) => ({ date, description, amount, balance })),
        ).toEqual(rows);
      }),
      { numRuns: 600 },
    );
  });
});
