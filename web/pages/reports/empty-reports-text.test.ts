import { describe, expect, it } from "vitest";
import type { DeadlinesReport } from "../../../core/contracts";
import { emptyReportsText } from "./empty-reports-text";

/** The deadlines report's parts the text reads; the rest is not looked at. */
const deadlines = (dormant: boolean) => ({ available: true, dormant }) as unknown as DeadlinesReport;

/*
 * Quayside Holdings Ltd: incorporated 1 April 2025, one £1 share not paid for, no bank account, accounts to 31 March
 * 2026. With no transactions the period is dormant (CA 2006 s1169) and its accounts (called up share capital not
 * paid £1, net assets £1) are complete without any statement.
 */
describe("the Reports page with no transactions in the period", () => {
  it("tells a dormant company's accountant its accounts are ready, not only to upload statements", () => {
    const text = emptyReportsText(deadlines(true));
    expect(text.title).toBe("No transactions in this period");
    expect(text.body).toContain("is dormant (Companies Act 2006 s1169)");
    expect(text.body).toContain("If the company has a bank account, upload its statements.");
  });

  it("points a new company with no period yet to the Upload page", () => {
    const unavailable = { available: false, message: "" } as unknown as DeadlinesReport;
    for (const d of [undefined, unavailable, deadlines(false)]) {
      expect(emptyReportsText(d).title).toBe("No transactions yet");
    }
  });
});
