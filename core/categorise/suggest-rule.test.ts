import { describe, expect, it } from "vitest";
import type { CategoryId } from "../categories";
import { pence } from "../money";
import { suggestRuleFromCorrections } from "./suggest-rule";
import type { LabelledExample } from "./types";

const ex = (description: string, amount: number, categoryId: CategoryId): LabelledExample => ({
  description,
  amount: pence(amount),
  categoryId,
});

describe("suggestRuleFromCorrections", () => {
  it("suggests a rule after two corrections of one payee to one category", () => {
    const suggestions = suggestRuleFromCorrections([
      ex("NORTHWIND TRADING LTD INV 1 BGC", 100_00, "sales"),
      ex("FASTER PAYMENTS RECEIPT REF INV 2 FROM NORTHWIND TRADING LTD", 200_00, "sales"),
    ]);
    expect(suggestions).toEqual([
      {
        id: "suggested:sales:NORTHWIND",
        contains: "NORTHWIND",
        categoryId: "sales",
        direction: "in",
        minAmount: null,
        maxAmount: null,
      },
    ]);
  });

  it("waits for a second correction", () => {
    expect(suggestRuleFromCorrections([ex("NORTHWIND TRADING", 100_00, "sales")])).toEqual([]);
  });

  it("does not suggest when the corrections disagree", () => {
    expect(
      suggestRuleFromCorrections([ex("ACME STORES", -1_00, "office-costs"), ex("ACME STORES", -1_00, "cost-of-sales")]),
    ).toEqual([]);
  });

  it("does not repeat a rule the person already has", () => {
    const corrections = [ex("KLIMBO CD 1", -5_00, "software-it"), ex("KLIMBO CD 2", -5_00, "software-it")];
    expect(
      suggestRuleFromCorrections(corrections, [{ id: "r", contains: "klimbo", categoryId: "software-it" }]),
    ).toEqual([]);
  });

  it("picks the payee's name, a word every narrative contains", () => {
    const [s] = suggestRuleFromCorrections([
      ex("SPARKWISE ELECTRICAL SERVICES LTD", -96_00, "cost-of-sales"),
      ex("SPARKWISE ELECTRICAL SERVICES", -40_00, "cost-of-sales"),
    ]);
    expect(s?.contains).toBe("SPARKWISE");
    expect(s?.direction).toBe("out");
  });
});
