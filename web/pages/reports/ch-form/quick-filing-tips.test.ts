import { describe, expect, it } from "vitest";
import { DORMANT_CORPORATION_TAX_NOTE, DORMANT_CORPORATION_TAX_RULE } from "../../../../core/filing";
import { quickFilingTips } from "./quick-filing-tips";

describe("quickFilingTips", () => {
  it("a trading company reads the spec's CT600 deadline, 12 months after the year end (FA 1998 Sch 18 para 14)", () => {
    const tips = quickFilingTips(false);
    expect(tips).toContain("The CT600 company tax return is due within 12 months of the year end.");
    expect(tips.join(" ")).not.toContain("Dormant");
  });

  // Dormant (CA 2006 s1169): not within the charge to corporation tax (CTA 2009 s2, s9), so a CT600 is due only when
  // HMRC sends a notice to deliver one (FA 1998 Sch 18 paras 3, 5). The accounts are still due at Companies House.
  it("a dormant company reads that its CT600 is due only on HMRC's notice, in the deadlines' own note", () => {
    const tips = quickFilingTips(true);
    expect(tips).not.toContain("The CT600 company tax return is due within 12 months of the year end.");
    expect(tips).toContain(
      `CT600 company tax return — ${DORMANT_CORPORATION_TAX_NOTE} (${DORMANT_CORPORATION_TAX_RULE})`,
    );
    expect(tips.join(" ")).toContain("a Company Tax Return is due only if HMRC sends a notice to deliver one");
    expect(tips.some((t) => t.startsWith("Accounts are due at Companies House 9 months after the year end."))).toBe(
      true,
    );
  });

  it("the other tips are the same for both", () => {
    const differing = quickFilingTips(false).filter((t) => !quickFilingTips(true).includes(t));
    expect(differing).toEqual(["The CT600 company tax return is due within 12 months of the year end."]);
    expect(quickFilingTips(true)).toHaveLength(quickFilingTips(false).length);
  });
});
