import { randomBytes } from "node:crypto";

/** Characters of one id, dashes included. */
const ID_LENGTH = 36;

/**
 * `count` new UUIDv7 ids (RFC 9562), made here rather than by `gen_random_uuid()`: on PGlite that function, called
 * once a row, is among the dearest parts of a large import, and time-ordered ids keep the primary key's index inserts
 * at its right edge. Ids of one call are strictly increasing: the 12-bit counter field holds the position and carries
 * into the millisecond field, so even 200,000 ids made in one millisecond stay ordered and unique.
 *
 * All ids are written as ASCII into one buffer and cut out of one string made from it: assembling each id from
 * hex pieces made several small strings for every id, for a cost a large import noticed.
 */
export function newIds(count: number, now = Date.now()): string[] {
  const random = randomBytes(count * 8);
  const text = Buffer.allocUnsafe(count * ID_LENGTH);
  let head = "";
  for (let i = 0; i < count; i++) {
    if (i % 4096 === 0) {
      const ms = (now + i / 4096).toString(16).padStart(12, "0");
      head = `${ms.slice(0, 8)}-${ms.slice(8)}-7`;
    }
    const at = i * ID_LENGTH;
    text.write(head, at, "latin1");
    text.write(COUNTERS[i % 4096]!, at + 15, "latin1");
    const r = i * 8;
    text[at + 18] = DASH;
    // The RFC 9562 variant bits 10: the fourth group's first hex digit is 8, 9, a or b.
    text[at + 19] = VARIANT_DIGITS[random[r]! & 3]!;
    writeHexNibble(text, at + 20, random[r]! >> 4);
    writeHexByte(text, at + 21, random[r + 1]!);
    text[at + 23] = DASH;
    for (let j = 0; j < 6; j++) writeHexByte(text, at + 24 + j * 2, random[r + 2 + j]!);
  }
  const all = text.toString("latin1");
  const out = new Array<string>(count);
  for (let i = 0; i < count; i++) out[i] = all.slice(i * ID_LENGTH, (i + 1) * ID_LENGTH);
  return out;
}

const DASH = 0x2d;
const HEX_DIGITS = Buffer.from("0123456789abcdef", "latin1");
const VARIANT_DIGITS = Buffer.from("89ab", "latin1");

function writeHexNibble(into: Buffer, at: number, nibble: number): void {
  into[at] = HEX_DIGITS[nibble & 15]!;
}

function writeHexByte(into: Buffer, at: number, byte: number): void {
  into[at] = HEX_DIGITS[byte >> 4]!;
  into[at + 1] = HEX_DIGITS[byte & 15]!;
}

/** The 12-bit counter field's 4,096 values as three hex digits, made once. */
const COUNTERS = Array.from({ length: 4096 }, (_, i) => i.toString(16).padStart(3, "0"));
