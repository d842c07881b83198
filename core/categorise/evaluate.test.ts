import { describe, expect, it } from "vitest";
import { CATEGORY_IDS } from "../categories";
import { COMPANY_HISTORY, COMPANY_SPLIT_DATE } from "./data/company-history";
import { EVALUATION_SET, HOLDOUT_SET } from "./data/evaluation-set";
import { trainingSet } from "./data/training-set";
import { evaluateCold, evaluateHoldout, evaluateWarm } from "./evaluate";

describe("data sets", () => {
  it("train on at least 3,000 lines covering every category", () => {
    const lines = trainingSet();
    expect(lines.length).toBeGreaterThanOrEqual(3_000);
    expect(new Set(lines.map((l) => l.categoryId))).toEqual(new Set(CATEGORY_IDS));
  });

  it("evaluate on at least 500 hand-written lines covering every category", () => {
    expect(EVALUATION_SET.length).toBeGreaterThanOrEqual(500);
    expect(new Set(EVALUATION_SET.map((l) => l.categoryId))).toEqual(new Set(CATEGORY_IDS));
  });

  it("never train on an evaluation line, except the fixed phrases every bank prints", () => {
    const trained = new Set(trainingSet().map((l) => l.description.toUpperCase()));
    const shared = [...EVALUATION_SET, ...HOLDOUT_SET].filter((l) => trained.has(l.description.toUpperCase()));
    // "GROSS INTEREST", "ACCOUNT FEE", "HMRC VAT", "Companies House", "Tax pot": the bank's own wording, not a payee.
    const fixedPhrase = /interest|fee|charges|hmrc|companies house|pot|space/i;
    expect(shared.filter((l) => !fixedPhrase.test(l.description))).toEqual([]);
    expect(shared.length).toBeLessThan(30);
  });

  it("hold twelve months of one company, split at six", () => {
    const months = new Set(COMPANY_HISTORY.map((l) => l.date.slice(0, 7)));
    expect(months.size).toBe(12);
    const before = COMPANY_HISTORY.filter((l) => l.date < COMPANY_SPLIT_DATE);
    expect(new Set(before.map((l) => l.date.slice(0, 7))).size).toBe(6);
  });
});

/*
 * Measured when written (see README.md): cold 88.2 %, hold-out 86.9 %, warm 100 %. The bars sit a little below so
 * a regression fails, and never below the targets (cold 85 %, warm 95 %).
 */
describe("accuracy", () => {
  it("gets at least 87% of a new user's lines right (rules, built-in rules, model, default)", () => {
    expect(evaluateCold().accuracy).toBeGreaterThanOrEqual(0.87);
  });

  it("gets at least 85% of the hold-out lines right", () => {
    expect(evaluateHoldout().accuracy).toBeGreaterThanOrEqual(0.85);
  });

  it("gets at least 98% right after six months of the company's own history", () => {
    expect(evaluateWarm().accuracy).toBeGreaterThanOrEqual(0.98);
  });

  it("is right at least nine times in ten when a built-in rule decides", () => {
    const rule = evaluateCold().byStage.builtin!;
    expect(rule.correct / rule.decided).toBeGreaterThanOrEqual(0.95);
  });
});
