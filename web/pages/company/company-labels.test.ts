import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { COMPANY_FIELD_LABELS, OPENING_BALANCE_LABELS } from "../../../core/contracts";

/** The Company page's sources, where its fields are labelled. */
const here = new URL("./", import.meta.url);
const pageSource = readdirSync(here)
  .filter((f) => f.endsWith(".tsx"))
  .map((f) => readFileSync(new URL(f, here), "utf8"))
  .join("\n");

/** Asked elsewhere, or labelled with the period's dates, so not as one fixed text on this page. */
const NOT_FIXED_HERE = new Set(["nonGroupDividendsReceivedFirstPeriod"]);

/**
 * The API's validation messages for PUT /api/company name each field by COMPANY_FIELD_LABELS: the page must label
 * it the same way, by the shared constant or by the same words.
 */
describe("the Company page labels its fields as the API's messages name them", () => {
  it("uses the same label for every company field", () => {
    for (const [field, label] of Object.entries(COMPANY_FIELD_LABELS)) {
      if (NOT_FIXED_HERE.has(field)) continue;
      const labelled = pageSource.includes(`COMPANY_FIELD_LABELS.${field}`) || pageSource.includes(label);
      expect(labelled, `${field}: "${label}"`).toBe(true);
    }
    expect(pageSource).toContain("Of which received by");
  });

  it("uses the same label for every opening balance", () => {
    for (const [field, label] of Object.entries(OPENING_BALANCE_LABELS)) {
      expect(pageSource.includes(`${field}: "${label}"`) || pageSource.includes("OPENING_BALANCE_LABELS"), field).toBe(
        true,
      );
    }
  });
});
