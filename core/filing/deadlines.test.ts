import { describe, expect, it } from "vitest";
import { accountsDueDate, corporationTaxPaymentDueDate, ct600DueDate, filingDeadlines, taxPeriodName } from "./index";

const accountsDue = (end: string) => accountsDueDate({ start: "2000-01-01", end }).dueDate;

describe("Companies House accounts deadline (CA 2006 s442, month-end rule s443)", () => {
  it.each([
    ["2023-02-28", "2023-11-30"],
    ["2024-02-29", "2024-11-30"],
    ["2024-06-30", "2025-03-31"],
    ["2024-06-15", "2025-03-15"],
    ["2025-06-30", "2026-03-31"],
    ["2026-02-28", "2026-11-30"],
    ["2024-05-30", "2025-02-28"],
    ["2024-02-28", "2024-11-28"],
    ["2025-03-31", "2025-12-31"],
  ])("is 9 months after a period ending %s: %s", (end, due) => {
    expect(accountsDue(end)).toBe(due);
  });

  it("gives first accounts 21 months from incorporation (incorporated 15 Jan 2025, ARD 31 Jan 2026 → 15 Oct 2026)", () => {
    const due = accountsDueDate({ start: "2025-01-15", end: "2026-01-31" }, "2025-01-15");
    expect(due.dueDate).toBe("2026-10-15");
    expect(due.rule).toContain("s442(3)");
  });

  it("keeps a month end when counting 21 months from incorporation on the last day of a month", () => {
    const due = accountsDueDate({ start: "2024-04-30", end: "2025-04-30" }, "2024-04-30");
    expect(due.dueDate).toBe("2026-01-31");
  });

  it("uses the normal rule for a first period of 12 months or less", () => {
    const due = accountsDueDate({ start: "2025-02-01", end: "2026-01-31" }, "2025-02-01");
    expect(due.dueDate).toBe("2026-10-31");
  });

  it("uses the normal rule for a later period", () => {
    const due = accountsDueDate({ start: "2026-02-01", end: "2027-01-31" }, "2025-01-15");
    expect(due.dueDate).toBe("2027-10-31");
  });
});

describe("corporation tax payment (TMA 1970 s59D): 9 months and 1 day", () => {
  it.each([
    ["2025-03-31", "2026-01-01"],
    ["2025-06-30", "2026-04-01"],
    ["2022-05-30", "2023-03-01"],
    ["2023-05-28", "2024-02-29"],
    ["2023-02-28", "2023-12-01"],
    ["2024-02-29", "2024-12-01"],
    ["2024-02-28", "2024-11-29"],
  ])("after a period ending %s is due %s", (end, due) => {
    expect(corporationTaxPaymentDueDate(end).dueDate).toBe(due);
  });
});

describe("CT600 filing (FA 1998 Sch 18 para 14): 12 months", () => {
  it.each([
    ["2025-03-31", "2026-03-31"],
    ["2024-02-29", "2025-02-28"],
    ["2023-02-28", "2024-02-28"],
    ["2024-06-15", "2025-06-15"],
  ])("after a period ending %s is due %s", (end, due) => {
    expect(ct600DueDate(end).dueDate).toBe(due);
  });
});

describe("days left", () => {
  it("counts days from today, 0 on the day, negative and overdue after", () => {
    const period = { start: "2024-04-01", end: "2025-03-31" };
    expect(filingDeadlines(period, "2025-12-01").accounts).toMatchObject({
      dueDate: "2025-12-31",
      daysLeft: 30,
      overdue: false,
    });
    expect(filingDeadlines(period, "2025-12-31").accounts).toMatchObject({ daysLeft: 0, overdue: false });
    const late = filingDeadlines(period, "2026-01-02");
    expect(late.accounts).toMatchObject({ daysLeft: -2, overdue: true });
    expect(late.corporationTaxPayment).toMatchObject({ dueDate: "2026-01-01", daysLeft: -1, overdue: true });
    expect(late.ct600).toMatchObject({ dueDate: "2026-03-31", overdue: false });
  });
});

describe("a first period of account longer than 12 months: one tax payment for each accounting period", () => {
  // Incorporated 10 Mar 2025, accounts to 31 Mar 2026 (387 days). CTA 2009 s10(1)(a): taxed as 10 Mar 2025 –
  // 9 Mar 2026 and 10 – 31 Mar 2026. TMA 1970 s59D, for each: 9 Mar 2026 + 9 months = 9 Dec 2026, + 1 day =
  // 10 Dec 2026; 31 Mar 2026 + 9 months = 31 Dec 2026, + 1 day = 1 Jan 2027. From 6 Dec 2026: 4 and 26 days.
  // Both returns: 12 months after the period of account ends, 31 Mar 2027 (FA 1998 Sch 18 para 14(1)(b)).
  const period = { start: "2025-03-10", end: "2026-03-31" };
  const d = filingDeadlines(period, "2026-12-06", "2025-03-10");

  it("lists each accounting period's payment, the first due 9 months and 1 day after the first ends", () => {
    expect(d.corporationTaxPayments).toMatchObject([
      { startDate: "2025-03-10", endDate: "2026-03-09", dueDate: "2026-12-10", daysLeft: 4, overdue: false },
      { startDate: "2026-03-10", endDate: "2026-03-31", dueDate: "2027-01-01", daysLeft: 26, overdue: false },
    ]);
    expect(d.corporationTaxPayments[0]!.rule).toContain("first of the 2 tax periods");
    expect(d.corporationTaxPayments[0]!.rule).toContain("9 March 2026");
    expect(taxPeriodName(d.corporationTaxPayments[1]!)).toBe("tax period 10 March 2026 to 31 March 2026");
  });

  it("gives the one due first as the payment deadline, not the later date", () => {
    expect(d.corporationTaxPayment).toEqual({
      dueDate: "2026-12-10",
      rule: d.corporationTaxPayments[0]!.rule,
      daysLeft: 4,
      overdue: false,
    });
  });

  it("keeps both returns due 12 months after the period of account, and the accounts' s442(3) date", () => {
    expect(d.ct600).toMatchObject({ dueDate: "2027-03-31", daysLeft: 115 });
    expect(d.ct600.rule).toContain("para 14(1)(b)");
    expect(d.accounts.dueDate).toBe("2026-12-10");
  });

  it("has one payment, the period's own, for a period of 12 months or less", () => {
    const year = filingDeadlines({ start: "2025-04-01", end: "2026-03-31" }, "2026-12-06");
    expect(year.corporationTaxPayments).toEqual([
      { startDate: "2025-04-01", endDate: "2026-03-31", ...year.corporationTaxPayment },
    ]);
    expect(year.corporationTaxPayment).toMatchObject({
      dueDate: "2027-01-01",
      rule: corporationTaxPaymentDueDate("2026-03-31").rule,
    });
  });
});

// A dormant company is not within the charge to corporation tax (CTA 2009 s2, s9) and delivers a Company Tax Return
// only on a notice from HMRC (FA 1998 Sch 18 para 3, 5); its accounts are still due (CA 2006 s442).
describe("a dormant company's deadlines", () => {
  const year = { start: "2025-04-01", end: "2026-03-31" };

  it("keeps the accounts deadline and says no tax is due in place of the payment and the CT600", () => {
    const d = filingDeadlines(year, "2026-12-06", "2018-01-10", true);
    // 31 Mar 2026 + 9 months = 31 Dec 2026, 25 days from 6 Dec 2026.
    expect(d.accounts).toMatchObject({ dueDate: "2026-12-31", daysLeft: 25 });
    expect(d.dormant).toBe(true);
    expect(d.dormantNote).toBe(
      "Dormant company: no corporation tax to pay; a Company Tax Return is due only if HMRC sends a notice to deliver one. Tell HMRC the company is dormant.",
    );
  });

  it("says nothing of dormancy for a trading company", () => {
    expect(filingDeadlines(year, "2026-12-06")).toMatchObject({ dormant: false, dormantNote: null });
  });
});
