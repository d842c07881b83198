import { describe, expect, it } from "vitest";
import type { DeadlinesReport } from "../../../../core/contracts";
import { fileBothReminder } from "./file-both-reminder";

const due = (dueDate: string) => ({ dueDate, rule: "", daysLeft: 0, overdue: false });

/** The deadlines report's parts the reminder reads; the rest is not looked at. */
function report(parts: { accounts: string; ct600: string; taxPeriods: number; dormant?: boolean }): DeadlinesReport {
  return {
    available: true,
    accounts: due(parts.accounts),
    corporationTaxPayment: due("2025-11-01"),
    corporationTaxPayments: Array.from({ length: parts.taxPeriods }, () => ({
      ...due("2025-11-01"),
      startDate: "2024-02-01",
      endDate: "2025-01-31",
    })),
    ct600: due(parts.ct600),
    dormant: parts.dormant ?? false,
    dormantNote: null,
  } as unknown as DeadlinesReport;
}

/**
 * Northgate Joinery Ltd, incorporated 1 Feb 2024, first accounts to 31 Mar 2025 (14 months): accounts due the later
 * of 21 months after incorporation (1 Nov 2025) and 3 months after the period end (30 Jun 2025), so 1 November 2025
 * (CA 2006 s442(3)), while "9 months after your year end" reads 31 December 2025, two months late. The period is two
 * tax periods (CTA 2009 s10), so two returns, both due 12 months after the period of account ends, 31 March 2026
 * (FA 1998 Sch 18 para 14(1)(b)).
 */
describe("the reminder to file with both Companies House and HMRC", () => {
  it("gives a long first period's own dates and both of its returns", () => {
    expect(fileBothReminder(report({ accounts: "2025-11-01", ct600: "2026-03-31", taxPeriods: 2 }))).toEqual({
      accountsDue: "due 1 November 2025",
      returns:
        "your 2 Company Tax Returns (CT600), one for each tax period, with accounts and computations go to HMRC " +
        "(both due 31 March 2026)",
    });
  });

  it("gives a 12-month year's dates and its one return", () => {
    expect(fileBothReminder(report({ accounts: "2026-12-31", ct600: "2027-03-31", taxPeriods: 1 }))).toEqual({
      accountsDue: "due 31 December 2026",
      returns: "your Company Tax Return (CT600) with accounts and computations goes to HMRC (due 31 March 2027)",
    });
  });

  it("says a dormant company's return is due only when HMRC asks", () => {
    const r = fileBothReminder(report({ accounts: "2026-12-31", ct600: "2027-03-31", taxPeriods: 1, dormant: true }));
    expect(r.returns).toBe("a Company Tax Return goes to HMRC only if HMRC sends a notice to deliver one");
  });

  it("keeps the rule of thumb while the deadlines are unknown", () => {
    expect(fileBothReminder(undefined).accountsDue).toBe("due 9 months after your year end");
    expect(fileBothReminder({ available: false, message: "No period" } as DeadlinesReport).returns).toContain(
      "due 12 months after your year end",
    );
  });
});
