import { describe, expect, it } from "vitest";
import { type AccountCash, accountCheckText, poundsOrDash } from "./cash-by-account-rows";

const account = (over: Partial<AccountCash>): AccountCash => ({
  bankAccountId: "a",
  name: "Current",
  opening: 100,
  movements: -300,
  closing: -200,
  stated: -200,
  statedBy: "statements",
  difference: 0,
  ...over,
});

describe("the cash check of one bank account", () => {
  it("says whether the account agrees with its statement, or why it cannot be checked", () => {
    expect(accountCheckText(account({}))).toBe("Agrees");
    expect(accountCheckText(account({ difference: 12.5 }))).toBe("Differs by £12.50");
    expect(accountCheckText(account({ statedBy: "director" }))).toBe("Agrees with the balance you typed");
    expect(accountCheckText(account({ stated: null, difference: null }))).toBe("No balance in its statements");
    expect(accountCheckText(account({ opening: null, closing: null, difference: null }))).toBe(
      "Give its opening cash to check it",
    );
  });

  it("shows an unknown amount as a dash and a negative one with its sign", () => {
    expect(poundsOrDash(null)).toBe("–");
    expect(poundsOrDash(-200)).toBe("-£200.00");
  });
});
