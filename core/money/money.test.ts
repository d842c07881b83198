import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  allocate,
  atLeastZero,
  formatGBP,
  fromDecimalString,
  mulDiv,
  parseMoney,
  pence,
  penceOf,
  toDecimalString,
} from "./index";
import { decimalByPattern } from "./pence";

describe("parseMoney", () => {
  it.each([
    ["£1,234.56", 123456],
    ["-£12.00", -1200],
    ["£-12.00", -1200],
    ["+12", 1200],
    ["(1,234.56)", -123456],
    ["12.00 DR", -1200],
    ["12.00CR", 1200],
    ["GBP 5", 500],
    ["12.5", 1250],
    ["100", 10000],
    ["1.234,56", 123456],
    ["12,50", 1250],
    ["−7.10", -710],
    [".5", 50],
    ["0.10", 10],
    ["1,000", 100000],
  ])("reads %s as %i pence", (text, expected) => {
    expect(parseMoney(text)).toBe(expected);
  });

  it.each(["", "abc", "12.345", "1,2,3", "£", "--1"])("rejects %j", (text) => {
    expect(parseMoney(text)).toBeNull();
  });

  it("reads back every decimal string it writes", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        expect(parseMoney(toDecimalString(pence(n)))).toBe(n);
        expect(fromDecimalString(toDecimalString(pence(n)))).toBe(n);
      }),
    );
  });

  it("reads a decimal string character by character exactly as its pattern does", () => {
    const decimalish = fc
      .array(fc.constantFrom("0", "1", "5", "9", ".", "-", "+", " ", "e", "x"), { maxLength: 20 })
      .map((cs) => cs.join(""));
    const long = fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }).map((n) => `${n}.${String(n % 100n).slice(-2)}0`);
    fc.assert(
      fc.property(fc.oneof(decimalish, long, fc.string()), (text) => {
        expect(Object.is(fromDecimalString(text), decimalByPattern(text.trim()))).toBe(true);
      }),
      { numRuns: 5000 },
    );
    for (const [text, p] of [
      ["5.", 500],
      ["5.1", 510],
      ["-0.10000", -10],
      ["+7", 700],
      ["-0", 0],
    ] as const) {
      expect(fromDecimalString(text)).toBe(p);
    }
    for (const text of ["5.123", ".5", "-", "1.2.3", "9007199254740993"]) expect(fromDecimalString(text)).toBeNull();
  });
});

describe("money arithmetic", () => {
  it("keeps an amount at or above nothing: a loss left or a charge never goes negative", () => {
    expect([atLeastZero(pence(-1)), atLeastZero(pence(0)), atLeastZero(pence(250))]).toEqual([0, 0, 250]);
  });

  it("reads an API's decimal strings to exact pence, a missing or unreadable one as 0", () => {
    // 0.10 + 0.20 in binary floating point is 0.30000000000000004; in pence it is 10 + 20 = 30.
    expect(penceOf("0.10") + penceOf("0.20")).toBe(30);
    expect(penceOf("-1234.5")).toBe(-123450);
    expect([penceOf(null), penceOf(undefined), penceOf(""), penceOf("n/a")]).toEqual([0, 0, 0, 0]);
  });

  it("formats with a pound sign, thousands and 2 decimals", () => {
    expect(formatGBP(pence(123456))).toBe("£1,234.56");
    expect(formatGBP(pence(-5))).toBe("-£0.05");
    expect(formatGBP(pence(5), { signed: true })).toBe("+£0.05");
  });

  it("rounds half away from zero in mulDiv", () => {
    expect(mulDiv(pence(5), 1, 2)).toBe(3);
    expect(mulDiv(pence(-5), 1, 2)).toBe(-3);
    expect(mulDiv(pence(10), 1, 3)).toBe(3);
  });

  it("allocates parts that always sum to the whole", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.array(fc.nat(1000), { minLength: 1, maxLength: 8 }),
        (t, w) => {
          const parts = allocate(pence(t), w);
          const total = parts.reduce((a, b) => a + b, 0);
          expect(total).toBe(w.some((x) => x > 0) ? t : 0);
        },
      ),
    );
  });
});
