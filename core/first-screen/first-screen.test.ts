import { describe, expect, it } from "vitest";
import type { Pence } from "../money";
import {
  firstScreenTotals,
  holdsWholeList,
  loadingAllLabel,
  loadingAllText,
  transactionsCountText,
} from "./first-screen";

describe("the first screen's texts and totals", () => {
  it("nets money in and out: in £1,200.00, out £128.30, net £1,071.70", () => {
    const screen = { total: 50_000, inflow: 120_000 as Pence, outflow: -12_830 as Pence };
    expect(firstScreenTotals(screen)).toEqual({
      count: 50_000,
      inflow: 120_000,
      outflow: -12_830,
      net: 107_170,
    });
  });

  it("counts with thousands separators, and says how many of the total the filters leave", () => {
    expect(loadingAllText(50_000)).toBe(
      "Loading all 50,000 transactions: search, filters and the running-balance check follow in a moment.",
    );
    expect(loadingAllLabel(50_000)).toBe("Loading all 50,000 transactions");
    expect(transactionsCountText(50_000, 50_000)).toBe("50,000 transactions");
    expect(transactionsCountText(1, 50_000)).toBe("1 of 50,000 transactions");
  });

  it("is the whole list when it holds every row, and only its start otherwise", () => {
    const row = { id: "a" };
    expect(holdsWholeList({ total: 1, rows: [row] })).toBe(true);
    expect(holdsWholeList({ total: 2, rows: [row] })).toBe(false);
  });
});
