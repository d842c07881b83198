import { describe, expect, it } from "vitest";
import { withDaysLeft } from "../../../../core/filing/deadlines";
import { deadlineBadge } from "./deadline-badge";

// Accounts due 31 December 2025 (a year to 31 March 2025, CA 2006 s442(2)(a)).
const DUE = { dueDate: "2025-12-31", rule: "9 months after the period end (Companies Act 2006 s442(2))" };

describe("a deadline's badge", () => {
  it("counts days left and overdue from today while the filing is not known", () => {
    expect(deadlineBadge(withDaysLeft(DUE, "2025-12-30"))).toEqual({ text: "1 day left", late: false });
    expect(deadlineBadge(withDaysLeft(DUE, "2025-12-31"))).toEqual({ text: "Due today", late: false });
    // 15 January 2026 is 15 days after 31 December 2025.
    expect(deadlineBadge(withDaysLeft(DUE, "2026-01-15"))).toEqual({ text: "15 days overdue", late: true });
  });

  it("says when it was filed once a registry accepted it, and whether that was late", () => {
    const passed = withDaysLeft(DUE, "2026-04-15");
    expect(deadlineBadge(passed, "2025-12-31")).toEqual({ text: "Filed 31 December 2025", late: false });
    expect(deadlineBadge(passed, "2026-02-10")).toEqual({ text: "Filed 10 February 2026, late", late: true });
  });
});
