import { describe, expect, it } from "vitest";
import { checkMapping, EMPTY_MAPPING, guessMapping, selectableHeaders, toHeaderMap } from "./mapping-rules";

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

  it("never guesses debit or credit, and leaves unknown roles empty", () => {
    const guess = guessMapping(["Posted", "Memo", "Paid out", "Paid in"]);
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

  it("needs date, description and either an amount or both debit and credit", () => {
    const base = { ...EMPTY_MAPPING, date: "D", description: "N" };
    expect(checkMapping(EMPTY_MAPPING).valid).toBe(false);
    expect(checkMapping({ ...base, amount: "A" })).toEqual({
      valid: true,
      usesDebitCredit: false,
      needsAmountSource: false,
    });
    expect(checkMapping({ ...base, debit: "Out" })).toMatchObject({ valid: false, needsAmountSource: true });
    expect(checkMapping({ ...base, debit: "Out", credit: "In" })).toEqual({
      valid: true,
      usesDebitCredit: true,
      needsAmountSource: false,
    });
    expect(checkMapping({ ...EMPTY_MAPPING, amount: "A" })).toMatchObject({ valid: false, needsAmountSource: false });
  });

  it("sends only mapped roles, and drops Amount when Debit and Credit are both mapped", () => {
    expect(toHeaderMap({ ...EMPTY_MAPPING, date: "D", description: "N", amount: "A" })).toEqual({
      date: "D",
      description: "N",
      amount: "A",
    });
    expect(toHeaderMap({ date: "D", description: "N", amount: "A", debit: "Out", credit: "In", balance: "B" })).toEqual(
      { date: "D", description: "N", debit: "Out", credit: "In", balance: "B" },
    );
  });
});
