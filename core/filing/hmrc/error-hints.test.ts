import { describe, expect, it } from "vitest";
import { HMRC_FILING_ANCHOR, hmrcErrorHint } from "./error-hints";

describe("hints for HMRC's errors", () => {
  it("sends a UTR mismatch (5005) to the UTR on the Company page", () => {
    expect(hmrcErrorHint({ code: "5005", message: "The UTR does not match" }).fixAt).toBe("/company#company-utr");
  });

  it("says an authentication failure (1046) is the Gateway sign-in, fixed on the filing step", () => {
    const hint = hmrcErrorHint({ code: "1046", message: "Authentication Failure" });
    expect(hint.text).toMatch(/Government Gateway user ID and password/);
    expect(hint.fixAt).toBe(HMRC_FILING_ANCHOR);
  });

  it("reads an unlisted number by its words, else gives general advice without a link", () => {
    expect(hmrcErrorHint({ code: "7777", message: "Tax reference invalid" }).fixAt).toBe("/company#company-utr");
    expect(hmrcErrorHint({ code: "7778", message: "Something else" }).fixAt).toBeNull();
  });
});
