import { describe, expect, it } from "vitest";
import type { TransactionDto } from "../../../core/contracts";
import { indexRows } from "./filter-rows";
import { countSimilar } from "./similar-rows";

const tx = (id: string, description: string, amount: string, over: Partial<TransactionDto> = {}): TransactionDto => ({
  id,
  date: "2025-04-01",
  description,
  amount,
  balance: null,
  category: null,
  notes: null,
  categoryId: null,
  categoryConfidence: null,
  categoryReason: null,
  categoryStage: null,
  importBatchId: null,
  bankAccountId: null,
  ...over,
});

describe("countSimilar", () => {
  it("counts other payments to the same payee that are not yet certain", () => {
    const rows = indexRows([
      tx("src", "CARD PAYMENT TO NORTHWIND TRADING ON 01 APR", "-12.00", {
        categoryId: "cost-of-sales",
        categoryConfidence: "1.000",
        categoryStage: "user",
      }),
      tx("a", "CARD PAYMENT TO NORTHWIND TRADING ON 03 APR", "-30.00"),
      tx("b", "NORTHWIND TRADING", "-5.00", {
        categoryId: "office-costs",
        categoryConfidence: "0.700",
        categoryStage: "model",
      }),
      tx("by-hand", "NORTHWIND TRADING", "-5.00", {
        categoryId: "office-costs",
        categoryConfidence: "1.000",
        categoryStage: "user",
      }),
      tx("by-rule", "NORTHWIND TRADING", "-5.00", {
        categoryId: "office-costs",
        categoryConfidence: "1.000",
        categoryStage: "rule",
      }),
      tx("refund", "NORTHWIND TRADING", "5.00"),
      tx("other", "TRAINLINE", "-45.00"),
    ]);
    expect(countSimilar(rows, "src")).toBe(2);
  });

  it("is 0 for an unknown row", () => {
    expect(countSimilar([], "missing")).toBe(0);
  });
});
