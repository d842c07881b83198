import { describe, expect, it } from "vitest";
import { fromPounds, ZERO } from "../../money";
import { filingDeadlines } from "../deadlines";
import { lateFilingCheck } from "./late-filing-check";

/*
 * A company with a year to 31 March 2025 (not its first, so s442(3) does not apply):
 * - accounts due 31 December 2025: 9 months after the period end, a month-end kept at the month's end (CA 2006
 *   s442(2)(a), s443);
 * - corporation tax payable 1 January 2026: 9 months and a day (TMA 1970 s59D);
 * - the Company Tax Return due 31 March 2026: 12 months (FA 1998 Sch 18 para 14).
 */
const YEAR = { start: "2024-04-01", end: "2025-03-31" };
const TAX = fromPounds(1_900);

interface Opts {
  taxOwed?: ReturnType<typeof fromPounds>;
  dormant?: boolean;
  filed?: { accounts: string | null; ct600: string | null };
}

function lateness(today: string, opts: Opts = {}) {
  const d = filingDeadlines(YEAR, today, "2020-06-01", opts.dormant ?? false, opts.filed);
  return {
    lateness: {
      today,
      accounts: d.accounts,
      ct600: d.ct600,
      corporationTaxPayments: d.corporationTaxPayments,
      taxOwed: opts.taxOwed ?? TAX,
      dormant: opts.dormant ?? false,
      filed: d.filed,
    },
  };
}

describe("the late filing warning", () => {
  it("passes while no deadline has passed", () => {
    // 31 December 2025 is the accounts' last day: not late on it (s442 gives the whole day).
    const check = lateFilingCheck(lateness("2025-12-31"));
    expect(check).toMatchObject({ id: "filing-late", status: "pass", fixAt: "/reports#deadlines" });
    expect(lateFilingCheck({ lateness: null }).status).toBe("pass");
  });

  it("names the Companies House penalty of filing today, and the tax paid late", () => {
    // 15 January 2026: the accounts are 15 days late, not more than a month, so £150 (SI 2008/497 Sch, private
    // company); the tax was due on 1 January 2026 and interest runs from then (TMA 1970 s87A); the return is not due
    // until 31 March 2026.
    const check = lateFilingCheck(lateness("2026-01-15"));
    expect(check.status).toBe("warn");
    expect(check.message).toBe(
      "The accounts were due at Companies House on 31 December 2025: unless they are already filed, filing them " +
        "today costs a £150 late filing penalty, more the later they are (Companies Act 2006 s453). Corporation tax " +
        "was due on 1 January 2026: unless it is already paid, HMRC charges interest from that date (TMA 1970 s87A).",
    );
  });

  it("adds the return once it is late, and the penalty grows with the accounts' lateness", () => {
    // 15 April 2026: more than 3 months after 31 December 2025 (31 March 2026) but not 6, so £750; the return was due
    // on 31 March 2026 (FA 1998 Sch 18 para 17 penalty).
    const check = lateFilingCheck(lateness("2026-04-15"));
    expect(check.message).toContain("filing them today costs a £750 late filing penalty");
    expect(check.message).toContain(
      "The Company Tax Return was due on 31 March 2026: unless it is already filed, HMRC charges a late filing " +
        "penalty, and more after three months (FA 1998 Sch 18 para 17).",
    );
  });

  it("says nothing of paying when the period owes no tax", () => {
    const check = lateFilingCheck(lateness("2026-01-15", { taxOwed: ZERO }));
    expect(check.status).toBe("warn");
    expect(check.message).not.toContain("Corporation tax");
  });

  it("names only the accounts for a dormant company, whose return and tax wait for HMRC's notice", () => {
    // CTA 2009 s2, s9: no accounting period, so no return or tax unless HMRC asks; the accounts are still due.
    const check = lateFilingCheck(lateness("2026-04-15", { dormant: true }));
    expect(check.message).toContain("The accounts were due at Companies House on 31 December 2025");
    expect(check.message).not.toContain("Company Tax Return");
    expect(check.message).not.toContain("Corporation tax");
  });

  describe("once the app knows a filing was accepted", () => {
    it("says nothing of accounts filed on time, and still of the tax it cannot see paid", () => {
      // Accounts sent on 20 December 2025 and accepted: before their 31 December 2025 deadline, so no penalty; on
      // 15 January 2026 the tax due on 1 January 2026 may still be unpaid (the app does not know).
      const check = lateFilingCheck(lateness("2026-01-15", { filed: { accounts: "2025-12-20", ct600: null } }));
      expect(check.status).toBe("warn");
      expect(check.message).toBe(
        "Corporation tax was due on 1 January 2026: unless it is already paid, HMRC charges interest from that date " +
          "(TMA 1970 s87A).",
      );
    });

    it("names the penalty the accounts incurred on the day they were filed late, not today's", () => {
      // Due 31 December 2025, delivered 10 February 2026: more than 1 month late (31 January) and not more than 3,
      // so £375 (SI 2008/497 Sch, private company); today, 15 April 2026, would have been £750 (over 3 months).
      const check = lateFilingCheck(
        lateness("2026-04-15", { taxOwed: ZERO, filed: { accounts: "2026-02-10", ct600: "2026-03-01" } }),
      );
      expect(check.status).toBe("warn");
      expect(check.message).toBe(
        "The accounts were filed at Companies House on 10 February 2026, after they were due on 31 December 2025: " +
          "Companies House charges a £375 late filing penalty for that lateness (Companies Act 2006 s453).",
      );
    });

    it("names a return filed late, and passes when everything due was filed on time", () => {
      // The return was due on 31 March 2026 (FA 1998 Sch 18 para 14): sent on 20 April 2026, late (para 17).
      const late = lateFilingCheck(
        lateness("2026-05-01", { taxOwed: ZERO, filed: { accounts: "2025-12-20", ct600: "2026-04-20" } }),
      );
      expect(late.message).toBe(
        "The Company Tax Return was filed on 20 April 2026, after it was due on 31 March 2026: HMRC charges a late " +
          "filing penalty (FA 1998 Sch 18 para 17).",
      );
      // Both filed on or before their day (the return on 31 March 2026 itself): nothing owed for either.
      const onTime = lateFilingCheck(
        lateness("2026-05-01", { taxOwed: ZERO, filed: { accounts: "2025-12-31", ct600: "2026-03-31" } }),
      );
      expect(onTime).toMatchObject({ status: "pass", message: "The filings due by today were made on time." });
    });
  });
});
