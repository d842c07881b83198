import { describe, expect, it } from "vitest";
import { OPENING_BALANCE_FIELDS } from "../accounts";
import { CompanyBody, PriorProfitAndLossBody } from "./company";
import { COMPANY_FIELD_LABELS, OPENING_BALANCE_LABELS, PRIOR_PROFIT_AND_LOSS_LABELS } from "./company-labels";

const labelOf = (labels: Readonly<Record<string, string>>, field: string) => labels[field] ?? null;

describe("the Company page's labels of PUT /api/company's fields", () => {
  it("names every field, nested ones too", () => {
    for (const field of Object.keys(CompanyBody.shape)) {
      expect(labelOf(COMPANY_FIELD_LABELS, field), field).not.toBeNull();
    }
    for (const field of OPENING_BALANCE_FIELDS) expect(labelOf(OPENING_BALANCE_LABELS, field), field).not.toBeNull();
    for (const field of Object.keys(PriorProfitAndLossBody.shape)) {
      expect(labelOf(PRIOR_PROFIT_AND_LOSS_LABELS, field), field).not.toBeNull();
    }
  });
});
