import { describe, expect, it } from "vitest";
import type { CategoryId } from "../categories";
import { pence } from "../money";
import { benchmarkTransactions } from "./data/benchmark-corpus";
import { getBaseModel } from "./model";
import {
  categorise,
  DEFAULT_REASON,
  defaultDecision,
  guessConfidence,
  isNeedsReview,
  transactionNeedsReview,
} from "./pipeline";
import type { LabelledExample, TxnToCategorise, UserRule } from "./types";

const txn = (id: string, description: string, amount: number): TxnToCategorise => ({
  id,
  description,
  amount: pence(amount),
});
const ex = (description: string, amount: number, categoryId: CategoryId): LabelledExample => ({
  description,
  amount: pence(amount),
  categoryId,
});
const ctx = (over: { rules?: UserRule[]; history?: LabelledExample[]; modelThreshold?: number } = {}) => ({
  rules: over.rules ?? [],
  history: over.history ?? [],
  model: getBaseModel(),
  ...(over.modelThreshold !== undefined ? { modelThreshold: over.modelThreshold } : {}),
});
const one = (t: TxnToCategorise, c = ctx(), options = {}) => categorise([t], c, options).decisions[0]!;

describe("categorise", () => {
  it("lets the person's rule decide first, with confidence 1", () => {
    const rules: UserRule[] = [{ id: "r1", contains: "TRAINLINE", categoryId: "cost-of-sales" }];
    const d = one(txn("1", "CARD PAYMENT TO TRAINLINE.COM ON 1 MAR", -45_00), ctx({ rules }));
    expect(d).toEqual({
      id: "1",
      categoryId: "cost-of-sales",
      confidence: 1,
      stage: "rule",
      reason: 'Your rule: description contains "TRAINLINE", so Cost of Sales',
    });
  });

  it("lets the person's history beat the built-in rules", () => {
    const history = [
      ex("T ASHBY SALARY BBP", -1_047_50, "directors-salaries"),
      ex("T ASHBY SALARY BBP", -1_047_50, "directors-salaries"),
    ];
    const d = one(txn("1", "T ASHBY SALARY BBP", -1_047_50), ctx({ history }));
    expect(d.stage).toBe("history");
    expect(d.categoryId).toBe("directors-salaries");
    expect(d.reason).toBe("Like 2 earlier payments to T Ashby Salary you marked as Directors' Salaries");
  });

  it("falls through history that disagrees with itself", () => {
    const history = [ex("ACME STORES", -10_00, "office-costs"), ex("ACME STORES", -10_00, "cost-of-sales")];
    expect(one(txn("1", "ACME STORES", -10_00), ctx({ history })).stage).not.toBe("history");
  });

  it("uses the built-in rules next", () => {
    const d = one(txn("1", "CARD PAYMENT TO TRAINLINE.COM ON 1 MAR", -45_00));
    expect(d).toMatchObject({
      categoryId: "travel",
      stage: "builtin",
      reason: 'Built-in rule: "TRAINLINE" is rail travel',
    });
  });

  it("lets the model decide above its threshold and says how sure it is", () => {
    const d = one(txn("1", "CARD PAYMENT TO WOLDS TIMBER MERCHANTS ON 3 MAY", -412_00));
    expect(d.stage).toBe("model");
    expect(d.categoryId).toBe("cost-of-sales");
    expect(d.confidence).toBeGreaterThanOrEqual(0.6);
    expect(d.reason).toMatch(/^Local model: the description looks like Cost of Sales \(\d+% likely\)$/);
  });

  it("does not let the model decide below the threshold", () => {
    const t = txn("1", "CARD PAYMENT TO WOLDS TIMBER MERCHANTS ON 3 MAY", -412_00);
    expect(one(t, ctx({ modelThreshold: 0.999 })).stage).toBe("default");
    expect(one(t, ctx(), { useModel: false }).stage).toBe("default");
  });

  it("guesses from the direction when nothing matches, and hands the row to the LLM", () => {
    const rows = [txn("in", "ZQORVEX", 37_00), txn("out", "ZQORVEX", -37_00)];
    const { decisions, undecided } = categorise(rows, ctx());
    expect(decisions).toEqual([
      { id: "in", categoryId: "sales", confidence: 0.2, reason: DEFAULT_REASON, stage: "default" },
      { id: "out", categoryId: "other-expenses", confidence: 0.2, reason: DEFAULT_REASON, stage: "default" },
    ]);
    expect(undecided.map((t) => t.id)).toEqual(["in", "out"]);
    expect(defaultDecision(rows[0]!)).toEqual(decisions[0]);
  });

  it("for money out below the model's threshold, takes its best guess over Other Expenses, still to review", () => {
    const rows = [txn("out", "PAYMENT TO KESTREL FARM FEEDS", -188_40), txn("in", "KESTREL FARM FEEDS", 188_40)];
    const { decisions, undecided } = categorise(rows, ctx());
    expect(decisions[0]).toMatchObject({ categoryId: "cost-of-sales", stage: "default" });
    // Surer than a blind default, still under the threshold.
    expect(decisions[0]!.confidence).toBeGreaterThan(0.2);
    expect(decisions[0]!.confidence).toBeLessThan(0.6);
    expect(decisions[0]!.reason).toMatch(/^No rule .* best guess is Cost of Sales \(\d+% likely\): please review$/);
    expect(isNeedsReview(decisions[0]!)).toBe(true);
    // Money in keeps Sales: the guess is worse than Sales for receipts.
    expect(decisions[1]).toMatchObject({ categoryId: "sales", stage: "default", reason: DEFAULT_REASON });
    // Both are still the LLM's to answer.
    expect(undecided.map((t) => t.id)).toEqual(["out", "in"]);
    // Without the model there is no guess.
    expect(categorise(rows, ctx(), { useModel: false }).decisions[0]!.categoryId).toBe("other-expenses");
  });

  it("rates a guess from 0.2 at the model's floor to 0.5 at its threshold", () => {
    // (p - 0.15) / (0.6 - 0.15) of the way from 0.2 to 0.5: p = 0.33 is 0.4 of the way, 0.2 + 0.4 x 0.3 = 0.32.
    expect(guessConfidence(0.15)).toBe(0.2);
    expect(guessConfidence(0.33)).toBe(0.32);
    expect(guessConfidence(0.6)).toBe(0.5);
  });

  it("returns one decision per transaction, in order", () => {
    const rows = [txn("a", "HMRC VAT 123456789", -100_00), txn("b", "ZQORVEX", 5_00), txn("c", "GROSS INTEREST", 1_00)];
    expect(categorise(rows, ctx()).decisions.map((d) => d.id)).toEqual(["a", "b", "c"]);
  });
});

describe("isNeedsReview", () => {
  it("flags guesses and anything below 0.6, never a category the person set", () => {
    expect(isNeedsReview({ stage: "default", confidence: 0.2 })).toBe(true);
    expect(isNeedsReview({ stage: "model", confidence: 0.59 })).toBe(true);
    expect(isNeedsReview({ stage: "model", confidence: 0.6 })).toBe(false);
    expect(isNeedsReview({ stage: "builtin", confidence: 0.9 })).toBe(false);
    expect(isNeedsReview({ stage: "user", confidence: null })).toBe(false);
    expect(isNeedsReview({ stage: null, confidence: null })).toBe(true);
  });

  it("reads a saved row's stage and confidence, and flags a row with no category", () => {
    const row = { categoryId: "travel", stage: "model", confidence: 0.6 } as const;
    expect(transactionNeedsReview(row)).toBe(false);
    expect(transactionNeedsReview({ ...row, confidence: 0.59 })).toBe(true);
    expect(transactionNeedsReview({ ...row, stage: "user", confidence: null })).toBe(false);
    expect(transactionNeedsReview({ categoryId: null, stage: null, confidence: null })).toBe(true);
  });
});

describe("reason texts", () => {
  // The transactions list reads every row's reason inside one packed text: a single character beyond Latin-1
  // (a dash, an arrow, an ellipsis) makes V8 hold all of it, and every JSON string made from it, two bytes a
  // character, and the 50,000-row list takes a third longer (transactions.repo). Our own wording stays in Latin-1.
  it("stay within Latin-1 for every stage when the descriptions and rules do", () => {
    const txns = [
      ...benchmarkTransactions(3_000),
      txn("ct", "HMRC CUMBERNAULD 1234567890A00108", -1_200_00),
      txn("paye", "HMRC NDDS 123PL00123456", -900_00),
      txn("sa", "HMRC SHIPLEY 1234567890K", -700_00),
      txn("none", "ZEPHYR QUILLWORKS", -12_34),
    ];
    const rules: UserRule[] = [
      {
        id: "r1",
        name: "Rail",
        contains: "TRAINLINE",
        categoryId: "travel",
        direction: "out",
        minAmount: pence(1_00),
        maxAmount: pence(500_00),
      },
      { id: "r2", contains: "TESCO", categoryId: "office-costs", minAmount: pence(5_00) },
    ];
    const history = [ex("ACME WIDGETS LTD", -40_00, "cost-of-sales"), ex("ACME WIDGETS LTD", -41_00, "cost-of-sales")];
    const { decisions } = categorise(txns, ctx({ rules, history }));
    const stages = new Set(decisions.map((d) => d.stage));
    expect([...stages].sort()).toEqual(expect.arrayContaining(["builtin", "default", "model", "rule"]));
    const byId = new Map(decisions.map((d) => [d.id, d]));
    for (const id of ["ct", "paye", "sa"]) expect(byId.get(id)?.reason).toMatch(/^Built-in rule: "HMRC /);
    for (const d of decisions) expect(d.reason, d.id).not.toMatch(/[^\x20-\xff]/);
    expect(DEFAULT_REASON).not.toMatch(/[^\x20-\xff]/);
  });
});
