import { describe, expect, it } from "vitest";
import { auditExemptionStatement } from "./audit-exemption";

/*
 * Quayside Holdings Ltd, dormant since incorporation on 1 April 2025 (no bank account, £1 share not paid for): its
 * accounts to 31 March 2026 claim the dormant company's exemption, CA 2006 s480, as its iXBRL accounts do; the CH
 * Filing Form's statement read section 477 (small companies).
 */
describe("the CH Filing Form's audit exemption statement", () => {
  it("is section 480 for a dormant company", () => {
    expect(auditExemptionStatement(true)).toBe(
      "For this year the company was entitled to exemption from audit under section 480 of the Companies Act 2006 " +
        "relating to dormant companies.",
    );
  });

  it("is section 477 for a small company that traded", () => {
    expect(auditExemptionStatement(false)).toContain(
      "section 477 of the Companies Act 2006 relating to small companies",
    );
  });
});
