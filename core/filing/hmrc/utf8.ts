/**
 * UTF-8 bytes and base64 without Node's Buffer or the DOM's TextEncoder (core has neither): the attachments are
 * sent as base64 of their UTF-8 bytes, and the 25 MB limit counts bytes, not characters.
 */

/** The code point at `i` (a lone surrogate as U+FFFD, as TextEncoder writes it) and how many units it took. */
function codePointAt(text: string, i: number): [number, number] {
  const c = text.charCodeAt(i);
  if (c < 0xd800 || c > 0xdfff) return [c, 1];
  const next = text.charCodeAt(i + 1);
  if (c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) return [0x10000 + ((c - 0xd800) << 10) + (next - 0xdc00), 2];
  return [0xfffd, 1];
}

/** How many bytes the string takes in UTF-8, without building them. */
export function utf8ByteLength(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; ) {
    const [cp, units] = codePointAt(text, i);
    n += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
    i += units;
  }
  return n;
}

/** The UTF-8 encoding of a string. */
export function utf8Bytes(text: string): Uint8Array {
  const out = new Uint8Array(utf8ByteLength(text));
  let o = 0;
  for (let i = 0; i < text.length; ) {
    const [cp, units] = codePointAt(text, i);
    i += units;
    if (cp < 0x80) out[o++] = cp;
    else if (cp < 0x800) {
      out[o++] = 0xc0 | (cp >> 6);
      out[o++] = 0x80 | (cp & 0x3f);
    } else if (cp < 0x10000) {
      out[o++] = 0xe0 | (cp >> 12);
      out[o++] = 0x80 | ((cp >> 6) & 0x3f);
      out[o++] = 0x80 | (cp & 0x3f);
    } else {
      out[o++] = 0xf0 | (cp >> 18);
      out[o++] = 0x80 | ((cp >> 12) & 0x3f);
      out[o++] = 0x80 | ((cp >> 6) & 0x3f);
      out[o++] = 0x80 | (cp & 0x3f);
    }
  }
  return out;
}

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const CODES = Uint8Array.from(ALPHABET, (c) => c.charCodeAt(0));
const PAD = "=".charCodeAt(0);

/** Character codes to text in slices, since one call per character is slow for attachments of megabytes. */
function textOfCodes(codes: Uint8Array): string {
  let out = "";
  for (let i = 0; i < codes.length; i += 8192) {
    out += String.fromCharCode.apply(null, codes.subarray(i, i + 8192) as unknown as number[]);
  }
  return out;
}

/** RFC 4648 base64 with padding. */
export function base64(bytes: Uint8Array): string {
  const out = new Uint8Array(Math.ceil(bytes.length / 3) * 4);
  let o = 0;
  for (let i = 0; i < bytes.length; i += 3) {
    const rest = bytes.length - i;
    const n = (bytes[i]! << 16) | ((rest > 1 ? bytes[i + 1]! : 0) << 8) | (rest > 2 ? bytes[i + 2]! : 0);
    out[o++] = CODES[(n >> 18) & 63]!;
    out[o++] = CODES[(n >> 12) & 63]!;
    out[o++] = rest > 1 ? CODES[(n >> 6) & 63]! : PAD;
    out[o++] = rest > 2 ? CODES[n & 63]! : PAD;
  }
  return textOfCodes(out);
}

export const base64OfText = (text: string): string => base64(utf8Bytes(text));
