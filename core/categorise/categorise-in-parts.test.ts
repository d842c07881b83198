import { describe, expect, it } from "vitest";
import { pence } from "../money";
import type { CompanyFacts } from "./company-facts";
import { benchmarkTransactions } from "./data/benchmark-corpus";
import { getBaseModel } from "./model";
import { categorise, categoriseInParts } from "./pipeline";
import type { TxnToCategorise } from "./types";

const facts: CompanyFacts = {
  directors: ["Amara Okafor"],
  shareCapital: pence(10_000),
  vatNumber: null,
  payeReference: null,
};
const context = { rules: [], history: [], model: getBaseModel(), company: facts };

describe("categorising in parts", () => {
  it("gives, part after part, exactly the decisions of one whole run", () => {
    const txns = benchmarkTransactions(1_000);
    const whole = categorise(txns, context);
    const parts = [...categoriseInParts(txns, context, 300)];
    expect(parts.map((p) => [p.from, p.decisions.length])).toEqual([
      [0, 300],
      [300, 300],
      [600, 300],
      [900, 100],
    ]);
    expect(parts.flatMap((p) => p.decisions)).toEqual(whole.decisions);
    expect(parts.flatMap((p) => p.undecided)).toEqual(whole.undecided);
  });

  it("finds the company's first receipt across all the rows, not within one part", () => {
    // Two receipts equal to the share capital (£100): only the earlier one is the shares being paid for. Worked out
    // part by part, the second part's receipt would be the first of its own rows and be taken for Share Capital too.
    const txns: TxnToCategorise[] = [
      { id: "1", description: "FASTER PAYMENT RECEIVED 0001", amount: pence(10_000), date: "2025-01-02" },
      { id: "2", description: "FASTER PAYMENT RECEIVED 0002", amount: pence(10_000), date: "2025-02-01" },
    ];
    const [first, second] = [...categoriseInParts(txns, context, 1)];
    expect(first!.decisions[0]).toMatchObject({ id: "1", categoryId: "share-capital", stage: "company" });
    expect(second!.decisions[0]!.stage).not.toBe("company");
  });

  it("refuses a part of no rows", () => {
    expect(() => [...categoriseInParts([], context, 0)]).toThrow(/at least one row/);
  });

  it("works a part out only when it is asked for", () => {
    const txns = benchmarkTransactions(10);
    const parts = categoriseInParts(txns, context, 5);
    const first = parts.next();
    expect(first.done).toBe(false);
    expect(first.value).toMatchObject({ from: 0 });
    expect((first.value as { decisions: unknown[] }).decisions).toHaveLength(5);
  });
});
