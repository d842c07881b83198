import { describe, expect, it } from "vitest";
import { safeCsvCell } from "../../../core/csv";
import { safeText } from "./cell-safety";

describe("safeText", () => {
  it.each(["=1+1", "+44", "-5", "@SUM(A1)", "\tx", "\rx", "  =1+1", ' =HYPERLINK("x")'])(
    "prefixes %j with an apostrophe",
    (text) => {
      expect(safeText(text)).toBe(`'${text}`);
    },
  );

  it.each(["Tesco", "1-2-3", "a=b", "", "£5"])("leaves %j alone", (text) => {
    expect(safeText(text)).toBe(text);
  });

  it("agrees with core/csv's safeCsvCell apart from CSV quoting", () => {
    for (const text of ["=1", "x", "@a", " -b", "plain"]) expect(safeCsvCell(safeText(text))).toBe(safeCsvCell(text));
  });
});
