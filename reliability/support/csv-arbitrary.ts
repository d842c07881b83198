import fc from "fast-check";

const DELIMITERS = [",", ";", "\t", "|", " "];
const HEADERS = [
  "Date",
  "Description",
  "Amount",
  "Balance",
  "Paid in",
  "Paid out",
  "Transaction Date",
  "Details",
  "Type",
  "",
];
const NEWLINES = ["\n", "\r\n", "\r"];

/** A cell: a plausible value, random text, stray quotes, or a huge field. */
const cell = fc.oneof(
  fc.constantFrom(
    "01/04/2025",
    "2025-04-01",
    "31/02/2025",
    "£1,234.56",
    "(12.00)",
    "12.00 DR",
    "-0.00",
    "1e308",
    "NaN",
    "",
  ),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.string({ maxLength: 10 }).map((s) => `"${s.replace(/"/g, '""')}"`),
  fc.string({ maxLength: 10 }).map((s) => `"${s}`),
  fc.integer({ min: 1000, max: 200_000 }).map((n) => "x".repeat(n)),
);

/** A delimited file: a header (sometimes), rows of random width, random delimiter and line ending, maybe a BOM. */
const delimited = fc
  .record({
    delimiter: fc.constantFrom(...DELIMITERS),
    newline: fc.constantFrom(...NEWLINES),
    bom: fc.boolean(),
    header: fc.option(fc.array(fc.constantFrom(...HEADERS), { maxLength: 6 })),
    rows: fc.array(fc.array(cell, { maxLength: 7 }), { maxLength: 40 }),
  })
  .map(({ delimiter, newline, bom, header, rows }) => {
    const lines = [...(header ? [header.join(delimiter)] : []), ...rows.map((r) => r.join(delimiter))];
    return (bom ? "\uFEFF" : "") + lines.join(newline);
  });

/** Random bytes read as the browser might: UTF-8, Latin-1 or UTF-16. */
const bytes = fc
  .record({ data: fc.uint8Array({ maxLength: 4000 }), encoding: fc.constantFrom("utf8", "latin1", "utf16le") })
  .map(({ data, encoding }) => Buffer.from(data).toString(encoding as BufferEncoding));

export const csvFile = fc.oneof({ weight: 3, arbitrary: delimited }, { weight: 1, arbitrary: bytes }, fc.string());

/** A header map, sometimes valid, sometimes nonsense. */
export const headerMap = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.record({ date: fc.nat(8), description: fc.nat(8), amount: fc.nat(8) }),
  fc.jsonValue(),
);
