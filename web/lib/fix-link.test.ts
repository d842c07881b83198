import { describe, expect, it } from "vitest";
import { isAppPath, splitFixAt } from "./fix-link";

describe("splitFixAt", () => {
  it("splits a path from its section", () => {
    expect(splitFixAt("/company#notes")).toEqual({ path: "/company", hash: "notes" });
    expect(splitFixAt("/reports#cash-check")).toEqual({ path: "/reports", hash: "cash-check" });
  });

  it("keeps the query with the path and gives no section when there is none", () => {
    expect(splitFixAt("/transactions?category=uncategorised")).toEqual({
      path: "/transactions?category=uncategorised",
      hash: "",
    });
  });
});

describe("isAppPath", () => {
  it("follows only paths inside the app", () => {
    expect(isAppPath("/company#vat")).toBe(true);
    expect(isAppPath("//evil.example/x")).toBe(false);
    expect(isAppPath("https://evil.example/")).toBe(false);
    expect(isAppPath("javascript:alert(1)")).toBe(false);
  });
});
