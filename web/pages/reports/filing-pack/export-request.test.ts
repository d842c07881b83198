import { describe, expect, it } from "vitest";
import { exportBody, FILING_EXPORTS, filingExportsFor, hasSignature } from "./export-request";

const [chPdf, chXlsx, chIxbrl, hmrc, hmrcIxbrl] = FILING_EXPORTS;
const signature = { directorName: " Ada ", confirmed: true, approvalDate: "2026-06-30", includeProfitAndLoss: false };

describe("filing pack export requests", () => {
  it("saves each pack under the spec's file name", () => {
    expect(FILING_EXPORTS.map((e) => [e.url, e.fileName])).toEqual([
      ["/api/exports/ch-pack/pdf", "companies-house-pack.pdf"],
      ["/api/exports/ch-pack/xlsx", "companies-house-pack.xlsx"],
      ["/api/exports/ch-pack/ixbrl", "companies-house-accounts.xhtml"],
      ["/api/exports/hmrc-pack/xlsx", "hmrc-ct600-draft.xlsx"],
      ["/api/exports/hmrc-pack/ixbrl", "hmrc-accounts.xhtml"],
      ["/api/exports/hmrc-pack/computations-ixbrl", "hmrc-computations.xhtml"],
    ]);
  });

  it("names each pack without a leading 'Download', which the filing steps' buttons put before the name", () => {
    // The HMRC step without a vendor ID offers "Download " + label: "Download Download HMRC iXBRL" read as a slip.
    expect(FILING_EXPORTS.filter((e) => /^download\b/i.test(e.label))).toEqual([]);
    expect(hmrcIxbrl!.label).toBe("HMRC accounts iXBRL");
  });

  it("needs a non-blank name and the confirmation for the signed accounts only", () => {
    expect(hasSignature({ directorName: "  ", confirmed: true })).toBe(false);
    expect(hasSignature({ directorName: "Ada", confirmed: false })).toBe(false);
    expect(hasSignature({ directorName: " Ada ", confirmed: true })).toBe(true);
    expect(chPdf!.needsSignature).toBe(true);
    expect(hmrcIxbrl!.needsSignature).toBe(true);
    expect(hmrc!.needsSignature).toBe(false);
  });

  it("sends the director and the approval date with every pack", () => {
    expect(exportBody(hmrc!, { ...signature, confirmed: false })).toEqual({
      directorName: "Ada",
      confirmed: true,
      approvalDate: "2026-06-30",
    });
    expect(exportBody(chPdf!, signature)).toEqual({
      directorName: "Ada",
      confirmed: true,
      approvalDate: "2026-06-30",
      includeProfitAndLoss: false,
    });
  });

  it("tells every Companies House pack whether to include the profit and loss account, and no HMRC one", () => {
    for (const ch of [chPdf!, chXlsx!, chIxbrl!]) {
      expect(exportBody(ch, signature).includeProfitAndLoss, ch.key).toBe(false);
      expect(exportBody(ch, { ...signature, includeProfitAndLoss: true }).includeProfitAndLoss, ch.key).toBe(true);
    }
    expect(exportBody(hmrcIxbrl!, signature)).not.toHaveProperty("includeProfitAndLoss");
    expect(exportBody(hmrc!, { ...signature, includeProfitAndLoss: true })).not.toHaveProperty("includeProfitAndLoss");
  });

  it("offers the computations of each accounting period of a period of account over 12 months (CTA 2009 s10)", () => {
    expect(filingExportsFor(undefined)).toEqual(FILING_EXPORTS);
    expect(filingExportsFor([{ startDate: "2025-04-01", endDate: "2026-03-31" }])).toEqual(FILING_EXPORTS);
    const two = filingExportsFor([
      { startDate: "2024-10-01", endDate: "2025-09-30" },
      { startDate: "2025-10-01", endDate: "2026-03-31" },
    ]);
    const computations = two.filter((e) => e.key === "hmrcComputationsIxbrl");
    expect(computations.map((e) => [e.label, e.fileName, e.accountingPeriod])).toEqual([
      ["HMRC tax computations iXBRL, 01/10/2024 to 30/09/2025", "hmrc-computations-ap1.xhtml", 1],
      ["HMRC tax computations iXBRL, 01/10/2025 to 31/03/2026", "hmrc-computations-ap2.xhtml", 2],
    ]);
    expect(two).toHaveLength(FILING_EXPORTS.length + 1);
    expect(exportBody(computations[1]!, signature)).toMatchObject({ accountingPeriod: 2 });
    expect(exportBody(hmrc!, signature)).not.toHaveProperty("accountingPeriod");
  });
});
