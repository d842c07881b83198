import { describe, expect, it } from "vitest";
import { DORMANT_CORPORATION_TAX_NOTE, DORMANT_CORPORATION_TAX_RULE } from "../../../core/filing";
import { NO_TAX_YET, noTaxMessage } from "./corporation-tax-report";

describe("noTaxMessage", () => {
  it("a period with nothing in it and no dormant note keeps the 'no transactions yet' sentence", () => {
    expect(noTaxMessage(null)).toBe("No transactions in this period yet: no tax to show.");
    expect(noTaxMessage(null)).toBe(NO_TAX_YET);
  });

  // Dormant (CA 2006 s1169): not within the charge to corporation tax (CTA 2009 s2, s9), a return only on HMRC's
  // notice (FA 1998 Sch 18 paras 3, 5). The deadlines' note is the one text for it, with its rule beside it.
  it("a dormant period says there is no corporation tax, in the deadlines' own words, not that tax is to come", () => {
    const text = noTaxMessage(DORMANT_CORPORATION_TAX_NOTE);
    expect(text).toBe(
      "No transactions in this period. Dormant company: no corporation tax to pay; a Company Tax Return is due " +
        "only if HMRC sends a notice to deliver one. Tell HMRC the company is dormant. " +
        "(CTA 2009 s2 and s9; FA 1998 Sch 18 paras 3 and 5) " +
        "If the company has a bank account, upload its statements to work out its tax.",
    );
    expect(text).toContain(DORMANT_CORPORATION_TAX_NOTE);
    expect(text).toContain(DORMANT_CORPORATION_TAX_RULE);
    expect(text).not.toContain("yet");
  });
});
