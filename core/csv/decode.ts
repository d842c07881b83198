/**
 * Bytes → text. Banks write UTF-8 (with or without a BOM), UTF-16 with a BOM, or Windows-1252 (Nationwide and
 * Santander write £ as the single byte 0xA3). Strict UTF-8 is tried first; anything that is not valid UTF-8 is read
 * as Windows-1252, which maps every byte to a character, so decoding never fails.
 */

// Windows-1252 differs from Latin-1 only in 0x80–0x9F. Undefined bytes (0x81, 0x8D, 0x8F, 0x90, 0x9D) map to the C1
// control of the same value, as the WHATWG encoding standard does.
const CP1252_80_9F = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f,
  0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

const CHUNK = 8192;

/** Joins UTF-16 code units without building one huge argument list (engines limit how many arguments a call takes). */
function unitsToString(units: Uint16Array, length: number): string {
  let out = "";
  for (let i = 0; i < length; i += CHUNK) {
    out += String.fromCharCode.apply(null, units.subarray(i, Math.min(length, i + CHUNK)) as unknown as number[]);
  }
  return out;
}

export function decodeCp1252(bytes: Uint8Array): string {
  const units = new Uint16Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    units[i] = b >= 0x80 && b <= 0x9f ? CP1252_80_9F[b - 0x80]! : b;
  }
  return unitsToString(units, units.length);
}

/** Strict UTF-8 (no overlongs, no surrogates, nothing above U+10FFFF); null when the bytes are not valid UTF-8. */
export function decodeUtf8Strict(bytes: Uint8Array): string | null {
  const units = new Uint16Array(bytes.length); // UTF-16 never needs more units than UTF-8 has bytes
  let n = 0;
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    if (b < 0x80) {
      units[n++] = b;
      i++;
      continue;
    }
    let need: number;
    let cp: number;
    let min: number;
    if (b >= 0xc2 && b <= 0xdf) [need, cp, min] = [1, b & 0x1f, 0x80];
    else if (b >= 0xe0 && b <= 0xef) [need, cp, min] = [2, b & 0x0f, 0x800];
    else if (b >= 0xf0 && b <= 0xf4) [need, cp, min] = [3, b & 0x07, 0x10000];
    else return null;
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === undefined || (c & 0xc0) !== 0x80) return null;
      cp = (cp << 6) | (c & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return null;
    if (cp >= 0x10000) {
      const v = cp - 0x10000;
      units[n++] = 0xd800 + (v >> 10);
      units[n++] = 0xdc00 + (v & 0x3ff);
    } else {
      units[n++] = cp;
    }
    i += need + 1;
  }
  return unitsToString(units, n);
}

function decodeUtf16(bytes: Uint8Array, start: number, littleEndian: boolean): string {
  const count = Math.floor((bytes.length - start) / 2);
  const units = new Uint16Array(count + 1);
  for (let k = 0; k < count; k++) {
    const a = bytes[start + 2 * k]!;
    const b = bytes[start + 2 * k + 1]!;
    units[k] = littleEndian ? a | (b << 8) : (a << 8) | b;
  }
  let length = count;
  if ((bytes.length - start) % 2 === 1) units[length++] = 0xfffd; // a dangling odd byte
  return unitsToString(units, length);
}

/** UTF-16 without a BOM: ASCII text then has a zero in every other byte. */
function looksLikeUtf16(bytes: Uint8Array): "le" | "be" | null {
  const n = Math.min(bytes.length, 512) & ~1;
  if (n < 4) return null;
  let zeroEven = 0;
  let zeroOdd = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) zeroEven++;
    if (bytes[i + 1] === 0) zeroOdd++;
  }
  const half = n / 2;
  if (zeroOdd > half * 0.9 && zeroEven === 0) return "le";
  if (zeroEven > half * 0.9 && zeroOdd === 0) return "be";
  return null;
}

type NativeDecoder = new (label: string, options?: { fatal?: boolean }) => { decode(input: Uint8Array): string };

/** The platform's decoder is much faster on large files; the hand-written one is the fallback and the reference. */
function nativeUtf8Strict(bytes: Uint8Array): string | null | undefined {
  const Decoder = (globalThis as { TextDecoder?: NativeDecoder }).TextDecoder;
  if (!Decoder) return undefined;
  try {
    return new Decoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

export function decodeBytes(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return decodeUtf16(bytes, 2, true);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return decodeUtf16(bytes, 2, false);
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  const utf16 = body === bytes ? looksLikeUtf16(bytes) : null;
  if (utf16) return decodeUtf16(bytes, 0, utf16 === "le");
  const native = nativeUtf8Strict(body);
  const utf8 = native === undefined ? decodeUtf8Strict(body) : native;
  return utf8 ?? decodeCp1252(body);
}
