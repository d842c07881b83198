import { describe, expect, it } from "vitest";
import { isActivePath, NAV_ITEMS } from "./nav-items";

describe("sidebar entries", () => {
  it("lists Upload, Transactions, Recycle Bin and Reports in order, then the Company page", () => {
    expect(NAV_ITEMS.map((item) => [item.title, item.href])).toEqual([
      ["Upload", "/upload"],
      ["Transactions", "/transactions"],
      ["Recycle Bin", "/recycle-bin"],
      ["Reports", "/reports"],
      ["Company", "/company"],
    ]);
  });

  it("highlights an entry on its page and the pages below it, not on a page that only shares a prefix", () => {
    expect(isActivePath("/reports", "/reports")).toBe(true);
    expect(isActivePath("/reports/2025", "/reports")).toBe(true);
    expect(isActivePath("/reports-archive", "/reports")).toBe(false);
  });
});
