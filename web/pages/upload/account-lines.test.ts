import { describe, expect, it } from "vitest";
import type { Pence } from "../../../core/money";
import type { PreviewRow } from "../../api/import";
import { accountLines } from "./account-lines";

const row = (date: string, pence: number, balance: number | null = null): PreviewRow => ({
  date,
  description: "X",
  amount: pence as Pence,
  balance: balance as Pence | null,
});

describe("the preview's line per bank account", () => {
  it("adds each account's rows, money in and money out, and takes the latest balance its files state", () => {
    const lines = accountLines(
      [
        { key: "file:0", label: "Barclays" },
        { key: "file:1", label: "Starling account" },
        { key: "file:0", label: "Barclays" },
      ],
      [
        [row("2025-01-22", -1_240), row("2025-01-25", 150_000)],
        [row("2025-01-06", -30_000, 470_000), row("2025-01-25", 150_000, 620_000), row("2025-01-25", -100, 619_900)],
        [row("2025-02-01", -4_599)],
      ],
    );
    expect(lines).toEqual([
      { key: "file:0", label: "Barclays", rows: 3, inflow: 150_000, outflow: 5_839, closingBalance: null },
      { key: "file:1", label: "Starling account", rows: 3, inflow: 150_000, outflow: 30_100, closingBalance: 619_900 },
    ]);
  });
});
