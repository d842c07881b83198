import { describe, expect, it } from "vitest";
import {
  CH_FILING_ANCHOR,
  companyTypeOf,
  includesProfitAndLoss,
  PROFIT_AND_LOSS_REQUIRED_FROM,
  profitAndLossRequired,
  rejectionHint,
  submissionNumberOf,
} from ".";

describe("the profit and loss account in the Companies House accounts", () => {
  /*
   * ECCTA 2023 removes the micro-entity's option not to deliver its profit and loss account (CA 2006 s444(1) as
   * amended) for financial years beginning on or after the commencement date, taken as 1 April 2028
   * (uk-accounting-rules §5, unconfirmed). Worked by hand:
   *   year 1 Apr 2027 – 31 Mar 2028: begins 2027-04-01 < 2028-04-01 → the director chooses;
   *   year 1 Apr 2028 – 31 Mar 2029: begins on the date itself → always included;
   *   year 1 Jan 2028 – 31 Dec 2028: begins before the date, though it ends after → the director chooses.
   */
  it("is the director's choice for years beginning before the date, and always included from it", () => {
    expect(PROFIT_AND_LOSS_REQUIRED_FROM).toBe("2028-04-01");
    expect(profitAndLossRequired("2027-04-01")).toBe(false);
    expect(profitAndLossRequired("2028-01-01")).toBe(false);
    expect(profitAndLossRequired("2028-04-01")).toBe(true);
    expect(includesProfitAndLoss(false, "2027-04-01")).toBe(false);
    expect(includesProfitAndLoss(undefined, "2027-04-01")).toBe(false);
    expect(includesProfitAndLoss(true, "2027-04-01")).toBe(true);
    expect(includesProfitAndLoss(false, "2028-04-01")).toBe(true);
  });
});

describe("submission numbers", () => {
  it("are six characters of base 36 from the presenter's counter", () => {
    expect(submissionNumberOf(1)).toBe("000001");
    expect(submissionNumberOf(35)).toBe("00000Z");
    expect(submissionNumberOf(36)).toBe("000010");
    expect(submissionNumberOf(36 ** 6 - 1)).toBe("ZZZZZZ");
  });

  it("refuse a counter they cannot write in six characters", () => {
    for (const n of [0, -1, 1.5, 36 ** 6]) expect(() => submissionNumberOf(n)).toThrow(RangeError);
  });
});

describe("company type", () => {
  it("follows the registration number's prefix", () => {
    expect(companyTypeOf("01234567")).toBe("EW");
    expect(companyTypeOf("SC123456")).toBe("SC");
    expect(companyTypeOf("ni012345")).toBe("NI");
    expect(companyTypeOf("R0001234")).toBe("NI");
  });
});

describe("rejection hints", () => {
  it.each([
    ["Company authentication code invalid", CH_FILING_ANCHOR],
    ["The company name does not match our records", "/company#details"],
    ["Company number not found on the register", "/company#details"],
    ["Accounts made up date does not match the accounting reference date", "/company#period"],
    ["The director named has not been appointed", "/company#details"],
    ["ix:resources not found in input document set.", null],
    ["Something nobody expected", null],
  ])("%s → %s", (description, fixAt) => {
    const hint = rejectionHint({ code: "0000", description });
    expect(hint.fixAt).toBe(fixAt);
    expect(hint.text.length).toBeGreaterThan(20);
  });
});
