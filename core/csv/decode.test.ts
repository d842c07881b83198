import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeBytes, decodeCp1252, decodeUtf8Strict } from "./decode";
import { toUtf16Bytes } from "./fixtures/encode";

const bytes = (...b: number[]) => new Uint8Array(b);

describe("decodeBytes", () => {
  it("reads UTF-8 with and without a BOM", () => {
    expect(decodeBytes(bytes(0xc2, 0xa3, 0x31))).toBe("£1");
    expect(decodeBytes(bytes(0xef, 0xbb, 0xbf, 0x41, 0xf0, 0x9f, 0xa5, 0xaa))).toBe("A🥪");
    expect(decodeBytes(bytes())).toBe("");
  });

  it("reads Windows-1252 when the bytes are not valid UTF-8, including 0x80–0x9F", () => {
    expect(decodeBytes(bytes(0xa3, 0x31, 0x32))).toBe("£12");
    expect(decodeBytes(bytes(0x80, 0x92, 0x93, 0x94, 0x96, 0x85, 0x81))).toBe("€’“”–…\u0081");
    expect(decodeCp1252(Uint8Array.from({ length: 256 }, (_, i) => i)).length).toBe(256);
  });

  it("rejects overlong, surrogate, out-of-range and truncated UTF-8, and falls back to Windows-1252", () => {
    for (const bad of [bytes(0xc0, 0xaf), bytes(0xed, 0xa0, 0x80), bytes(0xf4, 0x90, 0x80, 0x80), bytes(0xe2, 0x82)]) {
      expect(decodeUtf8Strict(bad)).toBeNull();
      expect(decodeBytes(bad)).toBe(decodeCp1252(bad));
    }
  });

  it("reads UTF-16 with a BOM in either byte order, and without a BOM when the zeros give it away", () => {
    expect(decodeBytes(toUtf16Bytes("Date,£", true))).toBe("Date,£");
    expect(decodeBytes(toUtf16Bytes("Date,£", false))).toBe("Date,£");
    expect(decodeBytes(toUtf16Bytes("Date,Amount", true).subarray(2))).toBe("Date,Amount");
  });

  it("decodes UTF-8 exactly as the platform's strict decoder does, by hand", () => {
    const strict = new TextDecoder("utf-8", { fatal: true });
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (b) => {
        let expected: string | null;
        try {
          expected = strict.decode(b);
        } catch {
          expected = null;
        }
        expect(decodeUtf8Strict(b)).toBe(expected);
      }),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 0x10ffff }), { maxLength: 64 }), (codePoints) => {
        const valid = String.fromCodePoint(...codePoints).replace(/[\uD800-\uDFFF]/g, "?");
        expect(decodeUtf8Strict(new TextEncoder().encode(valid))).toBe(valid);
      }),
    );
  });

  it("never throws on any bytes", () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 300 }), (b) => typeof decodeBytes(b) === "string"));
  });
});
