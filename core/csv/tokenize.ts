/**
 * A quote-aware CSV splitter (RFC 4180 plus the leniencies real bank files need): quoted fields may hold delimiters,
 * doubled quotes and line breaks; a quote inside an unquoted field is literal; spaces before an opening quote are
 * ignored (NatWest's old export puts a space after each comma); an unterminated quote runs to the end of the file.
 * It jumps with indexOf from one quote, delimiter or line break to the next rather than keeping per-character state,
 * so the plain stretches of a large file cost one string search each, not a step of JavaScript per character.
 */

export interface CsvRecord {
  cells: string[];
  /** 1-based line on which the record starts. */
  line: number;
}

const QUOTE = 34;
const SPACE = 32;
const NL = 10;

/** Line breaks become "\n" so every later step sees one kind; a BOM left by a decoder is dropped. */
export function normaliseText(text: string): string {
  const noBom = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  return noBom.includes("\r") ? noBom.replace(/\r\n?/g, "\n") : noBom;
}

function countNewlines(text: string, from: number, to: number): number {
  let count = 0;
  let at = text.indexOf("\n", from);
  while (at !== -1 && at < to) {
    count++;
    at = text.indexOf("\n", at + 1);
  }
  return count;
}

/**
 * Reads records one at a time, so a large file's rows can be turned into transactions and dropped as it goes
 * (holding every record of a 100,000-row file at once costs more in garbage collection than the parsing itself).
 */
export class RecordReader {
  private i = 0;
  private line = 1;
  /** The line on which the record last returned by next() starts. */
  recordLine = 0;
  private nextDelim = -2; // cached positions of the next delimiter, newline and quote; recomputed once passed
  private nextNl = -2;
  private nextQuote = -2;
  private readonly delimCode: number;

  constructor(
    private readonly text: string,
    private readonly delimiter: string,
  ) {
    this.delimCode = delimiter.charCodeAt(0);
  }

  /** The next record's cells (its line is then in recordLine), or null at the end. No wrapper object per row. */
  next(): string[] | null {
    const { text } = this;
    const n = text.length;
    if (this.i >= n) return null;
    this.recordLine = this.line;
    // Fast path: a line with no quote (most lines of most files).
    if (this.nextQuote !== -1 && this.nextQuote < this.i) this.nextQuote = text.indexOf('"', this.i);
    if (this.nextNl !== -1 && this.nextNl < this.i) this.nextNl = text.indexOf("\n", this.i);
    const lineEnd = this.nextNl === -1 ? n : this.nextNl;
    if (this.nextQuote === -1 || this.nextQuote > lineEnd) {
      const cells = this.plainLine(lineEnd);
      this.i = lineEnd + 1;
      this.line++;
      return cells;
    }
    const cells: string[] = [];
    for (;;) {
      cells.push(this.field());
      if (this.i >= n) break;
      if (text.charCodeAt(this.i) === NL) {
        this.i++;
        this.line++;
        break;
      }
      this.i++; // the delimiter
      if (this.i >= n) {
        cells.push(""); // a trailing delimiter at the very end still ends an (empty) field
        break;
      }
    }
    return cells;
  }

  /** Fast path: a line without quotes, cut at each delimiter (cheaper than slicing the line and splitting it). */
  private plainLine(lineEnd: number): string[] {
    const { text, delimiter } = this;
    const cells: string[] = [];
    let start = this.i;
    for (;;) {
      const d = text.indexOf(delimiter, start);
      if (d === -1 || d >= lineEnd) {
        cells.push(text.slice(start, lineEnd));
        return cells;
      }
      cells.push(text.slice(start, d));
      start = d + 1;
    }
  }

  /** The end of an unquoted stretch: the next delimiter or line break. */
  private stretchEnd(): number {
    const { text, i } = this;
    if (this.nextDelim !== -1 && this.nextDelim < i) this.nextDelim = text.indexOf(this.delimiter, i);
    if (this.nextNl !== -1 && this.nextNl < i) this.nextNl = text.indexOf("\n", i);
    return Math.min(
      this.nextDelim === -1 ? text.length : this.nextDelim,
      this.nextNl === -1 ? text.length : this.nextNl,
    );
  }

  private field(): string {
    const text = this.text;
    let start = this.i;
    while (text.charCodeAt(start) === SPACE) start++;
    if (text.charCodeAt(start) !== QUOTE) {
      const end = this.stretchEnd();
      const value = text.slice(this.i, end);
      this.i = end;
      return value;
    }
    // Quoted field: jump from quote to quote; a doubled quote is a literal quote.
    let value = "";
    let j = start + 1;
    for (;;) {
      const q = text.indexOf('"', j);
      if (q === -1) {
        value += text.slice(j);
        this.line += countNewlines(text, j, text.length);
        this.i = text.length;
        return value;
      }
      value += text.slice(j, q);
      this.line += countNewlines(text, j, q);
      if (text.charCodeAt(q + 1) === QUOTE) {
        value += '"';
        j = q + 2;
        continue;
      }
      this.i = q + 1;
      break;
    }
    // Anything between the closing quote and the next delimiter is kept, minus padding: `"abc"  ,` → abc.
    const c = text.charCodeAt(this.i);
    if (this.i < text.length && c !== this.delimCode && c !== NL) {
      const end = this.stretchEnd();
      value += text.slice(this.i, end).trimEnd();
      this.i = end;
    }
    return value;
  }
}

/** Splits normalised text into records; `limit` stops early (sniffing and header detection read only the start). */
export function tokenize(text: string, delimiter: string, limit = Number.POSITIVE_INFINITY): CsvRecord[] {
  const reader = new RecordReader(text, delimiter);
  const records: CsvRecord[] = [];
  while (records.length < limit) {
    const cells = reader.next();
    if (!cells) break;
    records.push({ cells, line: reader.recordLine });
  }
  return records;
}

/** Blank lines and delimiter-only lines (",,,,") carry nothing and are skipped silently. */
export function isBlankRecord(cells: readonly string[]): boolean {
  for (const c of cells) if (c.trim() !== "") return false;
  return true;
}

/** The number of cells up to the last non-empty one (trailing delimiters leave empty cells). */
export function trimmedWidth(cells: readonly string[]): number {
  let n = cells.length;
  while (n > 0 && cells[n - 1]!.trim() === "") n--;
  return n;
}
