import { describe, expect, it } from "vitest";
import { accountingPeriodFileName } from "./export-file-names";

describe("accountingPeriodFileName", () => {
  it("keeps the base name when the period of account is one accounting period", () => {
    expect(accountingPeriodFileName("hmrc-computations.xhtml", 0, 1)).toBe("hmrc-computations.xhtml");
  });

  it("numbers each accounting period from 1 before the extension when there are several (CTA 2009 s10)", () => {
    expect(accountingPeriodFileName("hmrc-computations.xhtml", 0, 2)).toBe("hmrc-computations-ap1.xhtml");
    expect(accountingPeriodFileName("hmrc-computations.xhtml", 1, 2)).toBe("hmrc-computations-ap2.xhtml");
  });

  it("numbers a name without an extension at its end", () => {
    expect(accountingPeriodFileName("computations", 1, 2)).toBe("computations-ap2");
  });
});
