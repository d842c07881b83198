import { describe, expect, it } from "vitest";
import type { TransactionDto } from "../../../core/contracts";
import { indexRows } from "./filter-rows";
import { countSimilar } from "./similar-count";

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
  it("counts the rows core offers for the correction, ticked or not, in the list the page holds", () => {
    const rows = indexRows([
      tx("src", "S PATEL SALARY", "-1000.00", { categoryId: "directors-salaries", categoryStage: "user" }),
      tx("salary", "S PATEL SALARY", "-1000.00", { categoryId: "salaries", categoryStage: "builtin" }),
      tx("dividend", "S PATEL DIVIDEND", "-4000.00", { categoryId: "dividends", categoryStage: "builtin" }),
      tx("refund", "S PATEL SALARY", "1000.00", { categoryId: "salaries", categoryStage: "model" }),
      tx("other", "TRAINLINE", "-45.00"),
    ]);
    const made = {
      id: "src",
      description: "S PATEL SALARY",
      amount: -100_000,
      categoryId: "directors-salaries",
      previousCategoryId: "salaries",
    };
    expect(countSimilar(rows, made)).toBe(2);
    expect(countSimilar(rows, { ...made, description: "NOBODY ALIKE" })).toBe(0);
  });
});

describe("countSimilar when a guess is chosen again", () => {
  it("counts the payee's other guesses of that category, so the prompt offers to confirm them", () => {
    const rows = indexRows([
      tx("src", "HARTLEY & CO 0931", "400.00", { categoryId: "sales", categoryStage: "user", categoryConfidence: "1" }),
      tx("g1", "HARTLEY & CO 1022", "400.00", {
        categoryId: "sales",
        categoryStage: "default",
        categoryConfidence: "0.5",
      }),
      tx("g2", "HARTLEY & CO 1187", "450.00", {
        categoryId: "sales",
        categoryStage: "model",
        categoryConfidence: "0.45",
      }),
      tx("sure", "HARTLEY & CO 1200", "450.00", {
        categoryId: "sales",
        categoryStage: "rule",
        categoryConfidence: "0.95",
      }),
    ]);
    const made = {
      id: "src",
      description: "HARTLEY & CO 0931",
      amount: 400_00,
      categoryId: "sales",
      previousCategoryId: "sales",
    };
    expect(countSimilar(rows, made)).toBe(2);
  });
});
