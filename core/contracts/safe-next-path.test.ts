import { describe, expect, it } from "vitest";
import { safeNextPath } from "./safe-next-path";

describe("safeNextPath", () => {
  it("keeps a same-site path with its query", () => {
    expect(safeNextPath("/transactions?page=2")).toBe("/transactions?page=2");
  });

  it("falls back to /upload when nothing is given", () => {
    expect(safeNextPath(null)).toBe("/upload");
    expect(safeNextPath("")).toBe("/upload");
  });

  it("refuses other sites and protocol-relative or backslash paths", () => {
    expect(safeNextPath("https://evil.example")).toBe("/upload");
    expect(safeNextPath("//evil.example")).toBe("/upload");
    expect(safeNextPath("/\\evil.example")).toBe("/upload");
    expect(safeNextPath("/\t/evil.example")).toBe("/upload");
    expect(safeNextPath("javascript:alert(1)")).toBe("/upload");
  });
});
