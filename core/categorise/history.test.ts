import { describe, expect, it } from "vitest";
import type { CategoryId } from "../categories";
import { pence } from "../money";
import { buildHistoryIndex, historyConfidence, matchHistory } from "./history";
import { normalisePayee } from "./normalise-payee";
import type { LabelledExample } from "./types";

const ex = (description: string, amount: number, categoryId: CategoryId): LabelledExample => ({
  description,
  amount: pence(amount),
  categoryId,
});
const find = (history: LabelledExample[], description: string, amount: number) =>
  matchHistory(buildHistoryIndex(history), normalisePayee(description), amount < 0 ? "out" : "in");

describe("history", () => {
  it("is 0.97 sure after four agreeing examples and about 0.85 after one", () => {
    expect(historyConfidence(4, 4)).toBeCloseTo(0.97, 2);
    expect(historyConfidence(1, 1)).toBeCloseTo(0.85, 2);
    expect(historyConfidence(2, 2)).toBeGreaterThan(historyConfidence(1, 1));
  });

  it("is less sure when the person's choices disagree", () => {
    expect(historyConfidence(3, 4)).toBeLessThan(historyConfidence(3, 3));
    expect(historyConfidence(1, 2)).toBeLessThan(0.6);
  });

  it("says how many earlier payments from the payee it followed", () => {
    const history = [1, 2, 3, 4].map((n) => ex(`NORTHWIND TRADING LTD INV ${n} BGC`, 100_00, "sales"));
    const m = find(history, "FASTER PAYMENTS RECEIPT REF INV 9 FROM NORTHWIND TRADING LTD", 250_00);
    expect(m?.categoryId).toBe("sales");
    expect(m?.confidence).toBeCloseTo(0.97, 2);
    expect(m?.reason).toBe("Like 4 earlier payments from Northwind Trading you marked as Sales");
  });

  it("says 'payments to' for money out and counts a split vote", () => {
    const history = [
      ex("CARD PAYMENT TO SCREWFIX DIRECT ON 1 MAR", -40_00, "cost-of-sales"),
      ex("CARD PAYMENT TO SCREWFIX DIRECT ON 2 MAR", -30_00, "cost-of-sales"),
      ex("CARD PAYMENT TO SCREWFIX DIRECT ON 3 MAR", -20_00, "cost-of-sales"),
      ex("CARD PAYMENT TO SCREWFIX DIRECT ON 4 MAR", -900_00, "equipment"),
    ];
    const m = find(history, "SCREWFIX DIRECT CD 4421", -12_00);
    expect(m?.categoryId).toBe("cost-of-sales");
    expect(m?.reason).toBe("Like 3 of 4 earlier payments to Screwfix Direct you marked as Cost of Sales");
    expect(m?.confidence).toBeLessThan(0.97);
  });

  it("uses one example, a little less surely, for a similar payee", () => {
    const m = find([ex("NORTHWIND TRADING LTD BGC", 100_00, "sales")], "NORTHWIND TRADIN", 50_00);
    expect(m?.categoryId).toBe("sales");
    expect(m?.confidence).toBeLessThan(0.85);
    expect(m?.reason).toBe("Like 1 earlier payment from Northwind Trading you marked as Sales");
  });

  it("treats money back from a supplier like the payments to it, less surely", () => {
    const m = find([ex("ACME TIMBER LTD", -500_00, "cost-of-sales")], "ACME TIMBER LTD REFUND", 50_00);
    expect(m?.categoryId).toBe("cost-of-sales");
    expect(m?.confidence).toBeLessThan(0.85);
  });

  it("finds nothing for a payee never seen", () => {
    expect(find([ex("NORTHWIND TRADING", 100, "sales")], "ACME LTD", 100)).toBeNull();
  });
});
