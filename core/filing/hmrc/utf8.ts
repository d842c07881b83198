/**
 * UTF-8 bytes and base64 without Node's Buffer or the DOM's TextEncoder (core has neither): the attachments are
 * sent as base64 of their UTF-8 bytes, and the 25 MB limit counts bytes, not characters.
 */

/** The UTF-8 encoding of a string; a lone surrogate becomes U+FFFD, as TextEncoder does. */
export function utf8Bytes(text: string): Uint8Array {
  const out = new Uint8Array(utf8ByteLength(text));
  let i = 0;
  for (const ch of text) {
    let cp = ch.codePointAt(0) ?? 0;
    if (cp >= 0xd800 && cp <= 0xdfff) cp = 0xfffd;
    if (cp < 0x80) out[i++] = cp;
    else if (cp < 0x800) {
      out[i++] = 0xc0 | (cp >> 6);
      out[i++] = 0x80 | (cp & 0x3f);
    } else if (cp < 0x10000) {
      out[i++] = 0xe0 | (cp >> 12);
      out[i++] = 0x80 | ((cp >> 6) & 0x3f);
      out[i++] = 0x80 | (cp & 0x3f);
    } else {
      out[i++] = 0xf0 | (cp >> 18);
      out[i++] = 0x80 | ((cp >> 12) & 0x3f);
      out[i++] = 0x80 | ((cp >> 6) & 0x3f);
      out[i++] = 0x80 | (cp & 0x3f);
    }
  }
  return out;
}

/** How many bytes the string takes in UTF-8, without building them. */
export function utf8ByteLength(text: string): number {
  let n = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    n += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
  }
  return n;
}

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/** RFC 4648 base64 with padding. */
export function base64(bytes: Uint8Array): string {
  let out = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i]!;
    const b = bytes[i + 1];
    const c = bytes[i + 2];
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    out += ALPHABET[(n >> 18) & 63]! + ALPHABET[(n >> 12) & 63]!;
    out += b === undefined ? "=" : ALPHABET[(n >> 6) & 63]!;
    out += c === undefined ? "=" : ALPHABET[n & 63]!;
  }
  return out;
}

export const base64OfText = (text: string): string => base64(utf8Bytes(text));
