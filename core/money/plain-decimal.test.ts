import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseMoney } from "./parse";
import { decimalByPattern, pence, toDecimalString } from "./pence";
import { readPlainDecimal } from "./plain-decimal";

describe("readPlainDecimal", () => {
  it.each([
    ["-12.34", -1234],
    ["100", 10000],
    ["12.5", 1250],
    ["0.05", 5],
    ["-0", 0],
    ["-0.00", 0],
    ["90071992547409.91", 9007199254740991],
  ])("reads %s as %i pence", (text, expected) => {
    expect(Object.is(readPlainDecimal(text), expected)).toBe(true);
  });

  it.each(["", "-", "+12", "12.", ".5", "12.345", "12.340", "1,000", "£5", " 5", "5 ", "1e3", "90071992547409.92"])(
    "leaves %j to the fuller rules",
    (text) => {
      expect(readPlainDecimal(text)).toBeNull();
    },
  );

  it("reads every decimal string the API writes", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (n) => {
        expect(readPlainDecimal(toDecimalString(pence(n)))).toBe(n);
      }),
    );
  });

  it("gives what the pattern and parseMoney give, whenever it answers", () => {
    const plainish = fc
      .array(fc.constantFrom("0", "1", "5", "9", ".", "-", "+", ",", " "), { maxLength: 20 })
      .map((cs) => cs.join(""));
    fc.assert(
      fc.property(fc.oneof(plainish, fc.string()), (text) => {
        const fast = readPlainDecimal(text);
        if (fast === null) return;
        expect(fast).toBe(decimalByPattern(text));
        expect(fast).toBe(parseMoney(text));
      }),
      { numRuns: 5000 },
    );
  });
});
