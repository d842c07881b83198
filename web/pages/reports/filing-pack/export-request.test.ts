import { describe, expect, it } from "vitest";
import { exportBody, FILING_EXPORTS, hasSignature } from "./export-request";

const [chPdf, , , hmrc] = FILING_EXPORTS;

describe("filing pack export requests", () => {
  it("saves each pack under the spec's file name", () => {
    expect(FILING_EXPORTS.map((e) => [e.url, e.fileName])).toEqual([
      ["/api/exports/ch-pack/pdf", "companies-house-pack.pdf"],
      ["/api/exports/ch-pack/xlsx", "companies-house-pack.xlsx"],
      ["/api/exports/ch-pack/ixbrl", "companies-house-accounts.xhtml"],
      ["/api/exports/hmrc-pack/xlsx", "hmrc-ct600-draft.xlsx"],
    ]);
  });

  it("needs a non-blank name and the confirmation for Companies House packs only", () => {
    expect(hasSignature({ directorName: "  ", confirmed: true })).toBe(false);
    expect(hasSignature({ directorName: "Ada", confirmed: false })).toBe(false);
    expect(hasSignature({ directorName: " Ada ", confirmed: true })).toBe(true);
    expect(chPdf!.needsSignature).toBe(true);
    expect(hmrc!.needsSignature).toBe(false);
    expect(exportBody(hmrc!, { directorName: "", confirmed: false })).toEqual({ directorName: "", confirmed: true });
    expect(exportBody(chPdf!, { directorName: " Ada ", confirmed: true })).toEqual({
      directorName: "Ada",
      confirmed: true,
    });
  });
});
