import { describe, expect, it } from "vitest";
import { categoryGroup, type SimilarCandidate, safeSimilarIds, setByOf, similarRows } from "./similar-rows";

const row = (id: string, description: string, amount: number, over: Partial<SimilarCandidate> = {}) => ({
  id,
  description,
  amount,
  categoryId: null,
  stage: null,
  ...over,
});

describe("categoryGroup", () => {
  it("puts income with income and costs with costs, and each balance-sheet category on its own", () => {
    expect(categoryGroup("sales")).toBe(categoryGroup("interest-received"));
    expect(categoryGroup("other-income")).toBe("income");
    expect(categoryGroup("salaries")).toBe(categoryGroup("directors-salaries"));
    expect(categoryGroup("rent-rates")).toBe("costs");
    expect(categoryGroup("dividends")).not.toBe(categoryGroup("directors-loan"));
    expect(categoryGroup("dividends")).not.toBe(categoryGroup("salaries"));
    expect(categoryGroup("equipment")).not.toBe("costs");
    expect(categoryGroup("vat")).not.toBe(categoryGroup("corporation-tax"));
    expect(categoryGroup("transfers")).not.toBe(categoryGroup("loans"));
    expect(categoryGroup(null)).toBe("uncategorised");
  });
});

describe("setByOf", () => {
  it("names each stage as the prompt does", () => {
    expect(setByOf("user", "sales")).toBe("you");
    expect(setByOf("rule", "sales")).toBe("rule");
    expect(setByOf("builtin", "sales")).toBe("rule");
    expect(setByOf("history", "sales")).toBe("history");
    expect(setByOf("model", "sales")).toBe("model");
    expect(setByOf("llm", "sales")).toBe("model");
    expect(setByOf("default", "sales")).toBe("default");
    expect(setByOf("transfer", "transfers")).toBe("transfer");
    expect(setByOf(null, null)).toBeNull();
  });
});

describe("similarRows", () => {
  // A salary row categorised Salaries & Wages, corrected to Directors' Salaries; the same person's dividends are
  // similar by payee ("S PATEL …") but are distributions (balance sheet), not costs: they must not follow.
  const corrected = {
    id: "salary-1",
    description: "S PATEL SALARY",
    amount: -2_000_00,
    categoryId: "directors-salaries",
    previousCategoryId: "salaries",
  };
  const rows = [
    row("salary-1", "S PATEL SALARY", -2_000_00, { categoryId: "directors-salaries", stage: "user" }),
    row("salary-2", "S PATEL SALARY", -2_000_00, { categoryId: "salaries", stage: "builtin" }),
    row("salary-3", "S PATEL SALARY", -2_000_00, { categoryId: "salaries", stage: "history" }),
    row("dividend-1", "S PATEL DIVIDEND", -5_000_00, { categoryId: "dividends", stage: "builtin" }),
    row("by-hand", "S PATEL SALARY", -2_000_00, { categoryId: "salaries", stage: "user" }),
    row("closed", "S PATEL SALARY", -2_000_00, { categoryId: "salaries", stage: "builtin", locked: true }),
    row("new", "S PATEL SALARY", -2_000_00),
    row("already", "S PATEL SALARY", -2_000_00, { categoryId: "directors-salaries", stage: "history" }),
    row("refund", "S PATEL SALARY", 2_000_00, { categoryId: "salaries", stage: "model" }),
    row("other", "TRAINLINE", -45_00, { categoryId: "travel", stage: "builtin" }),
  ];

  it("ticks rows of the same kind and explains every row it leaves unticked", () => {
    expect(similarRows(corrected, rows)).toEqual([
      { id: "salary-2", setBy: "rule", ticked: true, why: null, confirms: false },
      { id: "salary-3", setBy: "history", ticked: true, why: null, confirms: false },
      { id: "dividend-1", setBy: "rule", ticked: false, why: "Dividends: a different kind", confirms: false },
      { id: "by-hand", setBy: "you", ticked: false, why: "set by you", confirms: false },
      { id: "closed", setBy: "rule", ticked: false, why: "in a closed year", confirms: false },
      { id: "new", setBy: null, ticked: true, why: null, confirms: false },
    ]);
    expect(safeSimilarIds(corrected, rows)).toEqual(["salary-2", "salary-3", "new"]);
  });

  it("compares with the kind the person chose when the row had no category before", () => {
    const fromNothing = { ...corrected, previousCategoryId: null };
    const ids = safeSimilarIds(fromNothing, rows);
    expect(ids).toContain("salary-2");
    expect(ids).not.toContain("dividend-1");
  });

  it("keeps income apart from costs and a transfer out of the safe set", () => {
    const sale = {
      id: "s1",
      description: "NORTHWIND TRADING",
      amount: 100_00,
      categoryId: "other-income",
      previousCategoryId: "sales",
    };
    const list = [
      row("s2", "NORTHWIND TRADING", 120_00, { categoryId: "interest-received", stage: "model" }),
      row("s3", "NORTHWIND TRADING", 80_00, { categoryId: "loans", stage: "model" }),
      row("s4", "NORTHWIND TRADING", 80_00, { categoryId: "transfers", stage: "transfer" }),
    ];
    expect(similarRows(sale, list).map((r) => [r.id, r.ticked, r.why])).toEqual([
      ["s2", true, null],
      ["s3", false, "Loans: a different kind"],
      ["s4", false, "a transfer between your own accounts"],
    ]);
  });

  it("offers a payee's other guesses of the chosen category to confirm, and leaves sure or closed ones alone", () => {
    // The person picked Software & IT again on one low-confidence guess (0.45, under the 0.6 review threshold): the
    // same payee's other guesses of it are ticked to confirm (the category stays; they become the person's own).
    const confirmed = {
      id: "g1",
      description: "ADOBE CREATIVE CLOUD",
      amount: -19_97,
      categoryId: "software-it",
      previousCategoryId: "software-it",
    };
    const list = [
      row("g2", "ADOBE CREATIVE CLOUD", -19_97, { categoryId: "software-it", stage: "model", confidence: 0.45 }),
      row("g3", "ADOBE CREATIVE CLOUD", -19_97, { categoryId: "software-it", stage: "default", confidence: 0.3 }),
      row("sure", "ADOBE CREATIVE CLOUD", -19_97, { categoryId: "software-it", stage: "rule", confidence: 0.95 }),
      row("mine", "ADOBE CREATIVE CLOUD", -19_97, { categoryId: "software-it", stage: "user", confidence: 1 }),
      row("shut", "ADOBE CREATIVE CLOUD", -19_97, {
        categoryId: "software-it",
        stage: "model",
        confidence: 0.45,
        locked: true,
      }),
      row("other", "ADOBE CREATIVE CLOUD", -19_97, { categoryId: "subscriptions", stage: "model", confidence: 0.5 }),
      row("refund", "ADOBE CREATIVE CLOUD", 19_97, { categoryId: "software-it", stage: "model", confidence: 0.45 }),
    ];
    expect(similarRows(confirmed, list)).toEqual([
      { id: "g2", setBy: "model", ticked: true, why: null, confirms: true },
      { id: "g3", setBy: "default", ticked: true, why: null, confirms: true },
      { id: "other", setBy: "model", ticked: true, why: null, confirms: false },
    ]);
  });

  it("offers nothing for a description with no payee", () => {
    expect(similarRows({ ...corrected, description: "" }, rows)).toEqual([]);
  });
});
