import { isIsoDate, toDayNumber } from "../../core/dates";
import type { Pence } from "../../core/money";

/**
 * PostgreSQL's binary COPY format, written by hand for the few column types a bulk write needs (uuid, date, text,
 * numeric money). The server stores binary fields without parsing them, where parsing the text format's uuids,
 * dates and decimals is much of a large COPY's time. Each field is a 32-bit length and
 * the value in the type's send format; NULL is length -1 (PostgreSQL docs, "COPY", Binary Format).
 */

/** "PGCOPY\n\377\r\n\0", then 32-bit flags (0: no OIDs) and a 32-bit header extension length (0). */
const HEADER = Buffer.concat([Buffer.from("PGCOPY\n\xff\r\n\0", "latin1"), Buffer.alloc(8)]);
/** A 16-bit field count of -1 ends the data. */
const TRAILER = Buffer.from([0xff, 0xff]);

/** Bytes a chunk is given to the server in (PostgreSQL) or joined from (PGlite). */
const CHUNK_BYTES = 1024 * 1024;

/** Days from 1970-01-01 to 2000-01-01, PostgreSQL's date epoch. */
const POSTGRES_EPOCH_DAYS = 10_957;

const NUMERIC_POSITIVE = 0x0000;
const NUMERIC_NEGATIVE = 0x4000;

/** Each ASCII code's value as a hex digit, -1 when it is none. */
const HEX_VALUES = new Int8Array(128).fill(-1);
for (let i = 0; i < 16; i++) {
  HEX_VALUES["0123456789abcdef".charCodeAt(i)] = i;
  HEX_VALUES["0123456789ABCDEF".charCodeAt(i)] = i;
}

/** Writes rows' fields into 1 MB buffers; `sealed` holds the full ones until they are taken. */
export class CopyBinaryWriter {
  private buffer = Buffer.allocUnsafe(CHUNK_BYTES);
  private at = 0;
  private sealed: Buffer[] = [];
  /** Date texts already converted: an upload holds a few hundred distinct dates in 100,000 rows. */
  private readonly days = new Map<string, number>();

  /** `header`: false for fields encoded on their own (encodedFields), not a whole COPY stream. */
  constructor(header = true) {
    if (header) this.bytes(HEADER);
  }

  /** Starts a row of `fields` fields. */
  row(fields: number): void {
    this.room(2);
    this.buffer.writeInt16BE(fields, this.at);
    this.at += 2;
  }

  /** A uuid column from its text form (36 characters with dashes). */
  uuid(value: string | null): void {
    if (value === null) {
      this.nullField();
      return;
    }
    if (value.length !== 36) throw new Error(`not a uuid: ${value}`);
    this.room(20);
    const buf = this.buffer;
    buf.writeInt32BE(16, this.at);
    let out = this.at + 4;
    for (let i = 0; i < 36; i += 2) {
      if (i === 8 || i === 13 || i === 18 || i === 23) i++;
      const high = HEX_VALUES[value.charCodeAt(i)] ?? -1;
      const low = HEX_VALUES[value.charCodeAt(i + 1)] ?? -1;
      if (high < 0 || low < 0) throw new Error(`not a uuid: ${value}`);
      buf[out++] = (high << 4) | low;
    }
    this.at += 20;
  }

  /** A date column from an ISO date (YYYY-MM-DD): days since 2000-01-01. */
  date(value: string | null): void {
    if (value === null) {
      this.nullField();
      return;
    }
    let days = this.days.get(value);
    if (days === undefined) {
      if (!isIsoDate(value)) throw new Error(`not an ISO date: ${value}`);
      days = toDayNumber(value) - POSTGRES_EPOCH_DAYS;
      this.days.set(value, days);
    }
    this.room(8);
    this.buffer.writeInt32BE(4, this.at);
    this.buffer.writeInt32BE(days, this.at + 4);
    this.at += 8;
  }

  /** An integer column (int4). */
  int(value: number | null): void {
    if (value === null) {
      this.nullField();
      return;
    }
    this.room(8);
    this.buffer.writeInt32BE(4, this.at);
    this.buffer.writeInt32BE(value, this.at + 4);
    this.at += 8;
  }

  /** A text column, as UTF-8 (a UTF-16 code unit takes at most 3 bytes). */
  text(value: string | null): void {
    if (value === null) {
      this.nullField();
      return;
    }
    this.room(4 + value.length * 3);
    const length = this.buffer.write(value, this.at + 4, "utf8");
    this.buffer.writeInt32BE(length, this.at);
    this.at += 4 + length;
  }

  /**
   * A numeric column from exact pence, in numeric's send format: digit count, weight, sign and display scale (2),
   * then base-10,000 digits, most significant first, without leading or trailing zero digits. Pence below 10^14
   * (the limit validation sets) are exact in a double, so the arithmetic here is exact.
   */
  pence(value: Pence | null): void {
    if (value === null) {
      this.nullField();
      return;
    }
    const { digits, weight } = numericDigits(value);
    this.room(12 + digits.length * 2);
    const buf = this.buffer;
    let at = this.at;
    buf.writeInt32BE(8 + digits.length * 2, at);
    buf.writeInt16BE(digits.length, at + 4);
    buf.writeInt16BE(weight, at + 6);
    buf.writeUInt16BE(value < 0 ? NUMERIC_NEGATIVE : NUMERIC_POSITIVE, at + 8);
    buf.writeInt16BE(2, at + 10);
    at += 12;
    for (const d of digits) {
      buf.writeInt16BE(d, at);
      at += 2;
    }
    this.at = at;
  }

  /**
   * Fields encoded before (see encodedFields), written as they are: an upload's constant columns are encoded once,
   * not for each of 100,000 rows.
   */
  encoded(fields: Buffer): void {
    this.bytes(fields);
  }

  /** The full buffers written so far, each to be sent once. */
  takeSealed(): Buffer[] {
    const out = this.sealed;
    this.sealed = [];
    return out;
  }

  /** Ends the data: every remaining buffer, the trailer included. */
  finish(): Buffer[] {
    this.bytes(TRAILER);
    this.seal();
    return this.takeSealed();
  }

  private nullField(): void {
    this.room(4);
    this.buffer.writeInt32BE(-1, this.at);
    this.at += 4;
  }

  /** What has been written and not yet taken, as one buffer (for encodedFields). */
  contents(): Buffer {
    this.seal();
    return Buffer.concat(this.takeSealed());
  }

  private bytes(data: Buffer): void {
    this.room(data.length);
    // TypedArray set: for the few bytes of a row's encoded fields, cheaper than Buffer#copy's native call.
    this.buffer.set(data, this.at);
    this.at += data.length;
  }

  /** Makes room for `bytes` more: a full buffer is sealed and a new one started. */
  private room(bytes: number): void {
    if (this.at + bytes <= this.buffer.length) return;
    this.seal();
    this.buffer = Buffer.allocUnsafe(Math.max(CHUNK_BYTES, bytes));
  }

  private seal(): void {
    if (this.at > 0) this.sealed.push(this.buffer.subarray(0, this.at));
    this.at = 0;
  }
}

/** Fields encoded once for CopyBinaryWriter.encoded: `write` writes them (no row start). */
export function encodedFields(write: (out: CopyBinaryWriter) => void): Buffer {
  const out = new CopyBinaryWriter(false);
  write(out);
  return out.contents();
}

/**
 * |pence| as numeric's base-10,000 digits, most significant first, without leading or trailing zero digits, and the
 * weight: the power of 10,000 of the first digit. Zero has no digits (and weight 0).
 */
export function numericDigits(pence: Pence): { digits: number[]; weight: number } {
  const magnitude = Math.abs(pence);
  let whole = Math.trunc(magnitude / 100);
  const fraction = magnitude % 100;
  const digits: number[] = [];
  while (whole > 0) {
    digits.push(whole % 10_000);
    whole = Math.trunc(whole / 10_000);
  }
  digits.reverse();
  const weight = digits.length - 1;
  if (fraction !== 0) digits.push(fraction * 100);
  while (digits.length > 0 && digits[digits.length - 1] === 0) digits.pop();
  return { digits, weight: digits.length === 0 ? 0 : weight };
}

/**
 * The rows as binary COPY data, a chunk at a time (about 1 MB each): a chunk is made only when the consumer asks
 * for the next, so a server connection's backpressure paces the work. `writeRow` writes one row's fields.
 */
export function* copyBinaryChunks<T>(
  rows: readonly T[],
  writeRow: (out: CopyBinaryWriter, row: T) => void,
): Generator<Buffer> {
  const out = new CopyBinaryWriter();
  for (const row of rows) {
    writeRow(out, row);
    for (const chunk of out.takeSealed()) yield chunk;
  }
  for (const chunk of out.finish()) yield chunk;
}
