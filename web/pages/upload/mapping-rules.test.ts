import { describe, expect, it } from "vitest";
import type { DetectedMapping } from "../../../core/csv";
import {
  checkMapping,
  EMPTY_MAPPING,
  fromHeaderMap,
  guessMapping,
  initialMapping,
  selectableHeaders,
  shownReadings,
  toHeaderMap,
} from "./mapping-rules";

const detected = (reading: Partial<DetectedMapping>): DetectedMapping => ({
  columns: [],
  balanceTiming: null,
  positive: null,
  summary: "",
  ...reading,
});

describe("mapping rules", () => {
  it("guesses date, description, amount and balance from header words", () => {
    expect(guessMapping(["Posted Date", "Narrative", "Value", "Running Balance", "Ref"])).toEqual({
      ...EMPTY_MAPPING,
      date: "Posted Date",
      description: "Narrative",
      amount: "Value",
      balance: "Running Balance",
    });
    expect(guessMapping(["When", "Details", "Amount GBP"])).toMatchObject({
      description: "Details",
      amount: "Amount GBP",
    });
    expect(guessMapping(["Desc"]).description).toBe("Desc");
  });

  it("never guesses debit, credit or a flag, and leaves unknown roles empty", () => {
    const guess = guessMapping(["Posted", "Memo", "Paid out", "Paid in", "D/C"]);
    expect(guess).toEqual(EMPTY_MAPPING);
  });

  it("does not use one header for two roles", () => {
    const guess = guessMapping(["Value Date", "Text", "Value"]);
    expect(guess.date).toBe("Value Date");
    expect(guess.amount).toBe("Value");
  });

  it("offers each non-blank header once", () => {
    expect(selectableHeaders(["Date", " ", "Date", "Amount "])).toEqual(["Date", "Amount"]);
  });

  it("starts from the mapping the rows were read with, readings included, and guesses only without one", () => {
    const card = { date: "Date Processed", description: "Description", amount: "Amount", flag: "Column 4" };
    const columns = { detectedHeaders: ["Date Processed", "Description", "Amount", "Column 4"], detectedMapping: null };
    expect(initialMapping({ ...columns, mapping: card })).toEqual({ ...EMPTY_MAPPING, ...card });
    expect(initialMapping({ ...columns, mapping: null })).toEqual({
      ...EMPTY_MAPPING,
      date: "Date Processed",
      description: "Description",
      amount: "Amount",
    });
    expect(fromHeaderMap({ date: "D", balance: "B", balanceTiming: "before", positive: "out" })).toEqual({
      ...EMPTY_MAPPING,
      date: "D",
      balance: "B",
      balanceTiming: "before",
      positive: "out",
    });
  });

  it("needs date, description and either an amount or both debit and credit", () => {
    const base = { ...EMPTY_MAPPING, date: "D", description: "N" };
    expect(checkMapping(EMPTY_MAPPING).valid).toBe(false);
    expect(checkMapping({ ...base, amount: "A" })).toMatchObject({
      valid: true,
      usesDebitCredit: false,
      needsAmountSource: false,
    });
    expect(checkMapping({ ...base, debit: "Out" })).toMatchObject({ valid: false, needsAmountSource: true });
    expect(checkMapping({ ...base, debit: "Out", credit: "In" })).toMatchObject({
      valid: true,
      usesDebitCredit: true,
      needsAmountSource: false,
    });
    expect(checkMapping({ ...EMPTY_MAPPING, amount: "A" })).toMatchObject({ valid: false, needsAmountSource: false });
  });

  it("asks when the balance is printed only with a balance, and what positive means only for an unflagged amount", () => {
    const base = { ...EMPTY_MAPPING, date: "D", description: "N" };
    expect(checkMapping({ ...base, amount: "A" })).toMatchObject({ asksBalanceTiming: false, asksPositive: true });
    expect(checkMapping({ ...base, amount: "A", balance: "B" }).asksBalanceTiming).toBe(true);
    expect(checkMapping({ ...base, amount: "A", flag: "Column 4" }).asksPositive).toBe(false);
    expect(checkMapping({ ...base, amount: "A", debit: "Out", credit: "In" }).asksPositive).toBe(false);
    expect(checkMapping({ ...base, debit: "Out", credit: "In" }).asksPositive).toBe(false);
  });

  it("shows the person's reading, else the one the reader decided, else balance after and positive as money in", () => {
    expect(shownReadings(EMPTY_MAPPING, null)).toEqual({ balanceTiming: "after", positive: "in" });
    expect(shownReadings(EMPTY_MAPPING, detected({ balanceTiming: "before", positive: "out" }))).toEqual({
      balanceTiming: "before",
      positive: "out",
    });
    const chosen = { ...EMPTY_MAPPING, balanceTiming: "after" as const, positive: "in" as const };
    expect(shownReadings(chosen, detected({ balanceTiming: "before", positive: "out" }))).toEqual({
      balanceTiming: "after",
      positive: "in",
    });
  });

  it("sends the mapped roles and the flag even when none, and drops Amount when Debit and Credit are both mapped", () => {
    expect(toHeaderMap({ ...EMPTY_MAPPING, date: "D", description: "N", amount: "A" })).toEqual({
      date: "D",
      description: "N",
      amount: "A",
      flag: "",
    });
    expect(
      toHeaderMap({
        ...EMPTY_MAPPING,
        date: "D",
        description: "N",
        amount: "A",
        debit: "Out",
        credit: "In",
        balance: "B",
      }),
    ).toEqual({ date: "D", description: "N", debit: "Out", credit: "In", balance: "B", flag: "" });
    expect(toHeaderMap({ ...EMPTY_MAPPING, date: "D", description: "N", amount: "A", flag: "Column 4" })).toEqual({
      date: "D",
      description: "N",
      amount: "A",
      flag: "Column 4",
    });
  });

  it("sends a reading only where it applies and was chosen", () => {
    const card = { ...EMPTY_MAPPING, date: "D", description: "N", amount: "A", positive: "out" as const };
    expect(toHeaderMap(card)).toMatchObject({ positive: "out" });
    expect(toHeaderMap({ ...card, flag: "Column 4" })).not.toHaveProperty("positive");
    expect(toHeaderMap({ ...card, positive: "" })).not.toHaveProperty("positive");
    const before = { ...card, balanceTiming: "before" as const };
    expect(toHeaderMap(before)).not.toHaveProperty("balanceTiming");
    expect(toHeaderMap({ ...before, balance: "B" })).toMatchObject({ balance: "B", balanceTiming: "before" });
  });
});
