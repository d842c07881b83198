import { describe, expect, it } from "vitest";
import { approvalSentence, auditExemptionStatements, coverSubtitle, periodNoun, registrationLine } from "./statements";

const year = { period: { start: "2025-04-01", end: "2026-03-31", isTwelveMonths: true } };
const short = { period: { start: "2025-04-01", end: "2025-12-31", isTwelveMonths: false } };

describe("the statements above the director's signature", () => {
  it("calls a 12-month period a year and anything else a period", () => {
    expect([periodNoun(year), periodNoun(short)]).toEqual(["year", "period"]);
  });

  it("gives the four statements in order, the s477 one naming the period end", () => {
    const statements = auditExemptionStatements(year);
    expect(statements.map((s) => s.authority)).toEqual([
      "CA 2006 s475(2), s477",
      "CA 2006 s475(3)(a), s476",
      "CA 2006 s475(3)(b)",
      "CA 2006 s414(3)(a), s444",
    ]);
    expect(statements[0]?.text).toBe(
      "For the year ending 31 March 2026 the company was entitled to exemption from audit under section 477 of the Companies Act 2006 relating to small companies.",
    );
    expect(auditExemptionStatements(short)[0]?.text).toMatch(/^For the period ending 31 December 2025 the company/);
    expect(new Set(statements.map((s) => s.concept)).size).toBe(4);
  });

  it("words the approval, the cover and the registration line", () => {
    expect(approvalSentence({ directorName: "Ada Lovelace", date: "2026-06-30" })).toBe(
      "Approved by the board of directors on 30 June 2026 and signed on its behalf by Ada Lovelace, Director.",
    );
    expect(coverSubtitle(year)).toBe("Unaudited financial statements for the period ended 31 March 2026");
    expect(
      registrationLine({ company: { name: "Acme Ltd", registrationNumber: "01234567", averageEmployees: 0 } }),
    ).toBe("Company registration number 01234567");
    expect(registrationLine({ company: { name: "Acme Ltd", registrationNumber: null, averageEmployees: 0 } })).toBe(
      "Company registration number (not set)",
    );
  });
});
