import { describe, expect, it } from "vitest";
import { fromPounds, type Pence, pence, ZERO } from "../../money";
import { filingDeadlines } from "../deadlines";
import { microEntityCheck } from "../micro-entity";
import { computeReadiness } from "./readiness";
import type { ReadinessInput } from "./readiness-input";
import { READINESS_CHECK_IDS, type ReadinessCheckId } from "./types";

/** A company ready to file: every answer given, nothing to fix. */
function ready(): ReadinessInput {
  return {
    uncategorised: 0,
    needsReview: 0,
    periodConfirmed: true,
    company: {
      name: "Acme Ltd",
      registrationNumber: "12345678",
      directors: ["Jane Smith"],
      principalActivity: "Software consultancy",
      utr: "8596148860",
      vatRegistered: false,
    },
    opening: { known: false, firstYear: true, difference: ZERO },
    balanceSheetDifference: ZERO,
    bankAccounts: [{ id: "a", name: "Current account", difference: ZERO, explanation: null }],
    unmatchedTransfers: ZERO,
    microEntity: microEntityCheck({
      periodStart: "2025-04-06",
      periodEnd: "2026-04-05",
      turnover: fromPounds(80_000),
      balanceSheetTotal: fromPounds(20_000),
      averageEmployees: 1,
    }),
    dividends: { paid: ZERO, available: fromPounds(10_000), excess: ZERO },
    s455: null,
    hmrc: { vat: { opening: ZERO, accrued: [], paid: [] }, corporationTaxOverpaid: ZERO },
    payroll: null,
    notes: {
      guaranteesAnswered: true,
      offBalanceSheetAnswered: true,
      directorAdvances: false,
      directorLoanTermsAnswered: false,
    },
  };
}

const find = (input: ReadinessInput, id: ReadinessCheckId) => {
  const c = computeReadiness(input).checks.find((x) => x.id === id);
  if (!c) throw new Error(`no check ${id}`);
  return c;
};

describe("readiness to sign and file", () => {
  it("answers every check id once, in order, each with its fixAt, and is ready when nothing blocks", () => {
    const r = computeReadiness(ready());
    expect(r.checks.map((c) => c.id)).toEqual([...READINESS_CHECK_IDS]);
    expect(r.checks.every((c) => c.status === "pass")).toBe(true);
    expect(r.ready).toBe(true);
    expect(Object.fromEntries(r.checks.map((c) => [c.id, c.fixAt]))).toEqual({
      uncategorised: "/transactions?category=uncategorised",
      "low-confidence": "/transactions?review=1",
      "period-confirmed": "/company#period",
      "company-details": "/company#details",
      "vat-answered": "/company#vat",
      "opening-balances": "/company#opening-balances",
      "balance-sheet-balances": "/reports#balance-sheet",
      "cash-check": "/reports#cash-check",
      "unmatched-transfers": "/reports#balance-sheet",
      "micro-entity": "/reports#micro-entity",
      dividends: "/reports#balance-sheet",
      "dividends-received": "/company#company-dividends-first-period",
      "close-investment-holding": "/company#company-close-investment-holding",
      "directors-loan": "/reports#corporation-tax",
      "notes-answered": "/company#notes",
      "hmrc-balances": "/company#opening-balances",
      "payroll-accrual": "/reports#year-end",
      "filing-late": "/reports#deadlines",
      "equipment-sales": "/company#fixed-assets",
      "vehicles-described": "/company#fixed-assets",
    });
  });

  it("blocks on uncategorised transactions, with the count", () => {
    const c = find({ ...ready(), uncategorised: 3 }, "uncategorised");
    expect(c.status).toBe("block");
    expect(c.message).toContain("3 transactions in the period have no category");
    expect(computeReadiness({ ...ready(), uncategorised: 3 }).ready).toBe(false);
  });

  it("only warns about low-confidence guesses, with the count, and stays ready", () => {
    const input = { ...ready(), needsReview: 1 };
    expect(find(input, "low-confidence")).toMatchObject({
      status: "warn",
      message: expect.stringContaining("1 category is a guess"),
    });
    expect(computeReadiness(input).ready).toBe(true);
  });

  it("blocks until the period is confirmed", () => {
    expect(find({ ...ready(), periodConfirmed: false }, "period-confirmed").status).toBe("block");
  });

  it("blocks on missing company details, naming each", () => {
    const input = ready();
    input.company = { ...input.company, registrationNumber: null, directors: [" "], principalActivity: "" };
    const c = find(input, "company-details");
    expect(c.status).toBe("block");
    expect(c.message).toBe("The company's details are missing: registration number, directors, principal activity.");
    // "Fix this" lands on the first missing field itself.
    expect(c.fixAt).toBe("/company#company-registration-number");
  });

  it("blocks until VAT registration is answered (either answer passes)", () => {
    const input = ready();
    input.company = { ...input.company, vatRegistered: null };
    expect(find(input, "vat-answered").status).toBe("block");
    input.company = { ...input.company, vatRegistered: true };
    expect(find(input, "vat-answered").status).toBe("pass");
  });

  it("blocks when opening balances are neither typed nor confirmed as a first year", () => {
    const none = { ...ready(), opening: { known: false, firstYear: false, difference: ZERO } };
    expect(find(none, "opening-balances").status).toBe("block");
    const typed = { ...ready(), opening: { known: true, firstYear: false, difference: ZERO } };
    expect(find(typed, "opening-balances").status).toBe("pass");
  });

  it("asks for no opening balances when the period starts at incorporation: there is no last year", () => {
    const first = {
      ...ready(),
      opening: { known: false, firstYear: false, startsAtIncorporation: true, difference: ZERO },
    };
    expect(find(first, "opening-balances")).toMatchObject({
      status: "pass",
      message: "The period starts when the company was incorporated: there is nothing to bring forward.",
    });
  });

  describe("the comparatives a typed prior year needs beside its balances (CA 2006 Sch 1 para 7, SI 2008/409; s411)", () => {
    const typed = (
      typedPrior: ReadinessInput["opening"]["typedPrior"],
      more: Partial<ReadinessInput["opening"]> = {},
    ) => ({
      ...ready(),
      opening: { known: true, firstYear: false, difference: ZERO, typedPrior, ...more },
    });

    it("warns, never blocks, when last year's balances are typed without its profit and loss or employees", () => {
      // Balances typed on the Company page, nothing else of last year: the balance sheet has its comparatives, but
      // lines A–H of the profit and loss account and the average number of employees show a dash.
      const c = find(typed({ profitAndLoss: false, averageEmployees: false }), "opening-balances");
      expect(c).toEqual({
        id: "opening-balances",
        status: "warn",
        message:
          "The opening balances are entered, but last year's profit and loss and last year's average number of " +
          "employees are not: the accounts show no comparative beside this year's profit and loss lines and this " +
          "year's average number of employees (CA 2006 Sch 1 para 7, CA 2006 s411). Enter them on the Company page " +
          'under Opening balances: "Last year\'s profit and loss" and "Last year\'s average number of employees".',
        fixAt: "/company#opening-balances",
      });
      expect(computeReadiness(typed({ profitAndLoss: false, averageEmployees: false })).ready).toBe(true);
    });

    it("names only what is missing", () => {
      expect(find(typed({ profitAndLoss: false, averageEmployees: true }), "opening-balances").message).toBe(
        "The opening balances are entered, but last year's profit and loss is not: the accounts show no comparative " +
          "beside this year's profit and loss lines (CA 2006 Sch 1 para 7). Enter it on the Company page under " +
          'Opening balances: "Last year\'s profit and loss".',
      );
      expect(find(typed({ profitAndLoss: true, averageEmployees: false }), "opening-balances").message).toBe(
        "The opening balances are entered, but last year's average number of employees is not: the accounts show " +
          "no comparative beside this year's average number of employees (CA 2006 s411). Enter it on the Company " +
          'page under Opening balances: "Last year\'s average number of employees".',
      );
    });

    it("passes once last year's profit and loss and employees are entered", () => {
      expect(find(typed({ profitAndLoss: true, averageEmployees: true }), "opening-balances")).toMatchObject({
        status: "pass",
        message: "The opening balances are entered.",
      });
    });

    it("passes when a closed period handed the prior year on: it brings its own profit and loss and employees", () => {
      expect(find(typed(null), "opening-balances")).toMatchObject({
        status: "pass",
        message: "The opening balances are entered.",
      });
    });

    it("passes a first year: nothing to compare with", () => {
      // Confirmed as the first year with nothing typed: no prior year, so no comparatives to ask for.
      const confirmed = { ...ready(), opening: { known: false, firstYear: true, difference: ZERO, typedPrior: null } };
      expect(find(confirmed, "opening-balances")).toMatchObject({
        status: "pass",
        message: "Confirmed as the company's first year: nothing brought forward.",
      });
      // Incorporated within the period: no previous financial year, so no comparatives, whatever was typed.
      const incorporated = typed({ profitAndLoss: false, averageEmployees: false }, { startsAtIncorporation: true });
      expect(find(incorporated, "opening-balances").status).toBe("pass");
    });
  });

  it("blocks on an opening-balance difference instead of putting it into a reserve", () => {
    // Last year: net assets £1,250.00, capital and reserves £1,000.00: a £250.00 difference.
    const input = { ...ready(), opening: { known: true, firstYear: false, difference: pence(25_000) } };
    const c = find(input, "balance-sheet-balances");
    expect(c.status).toBe("block");
    expect(c.message).toContain("£250.00");
  });

  it("blocks when this year's balance sheet does not balance", () => {
    const c = find({ ...ready(), balanceSheetDifference: pence(-1) }, "balance-sheet-balances");
    expect(c).toMatchObject({ status: "block", message: expect.stringContaining("£0.01") });
  });

  it("blocks on a cash check difference per bank account until it is explained", () => {
    // Books: £1,000.00 at the end; the bank states £1,045.50: a difference of £45.50 on the savings account only.
    const accounts = [
      { id: "a", name: "Current account", difference: ZERO, explanation: null },
      { id: "b", name: "Savings", difference: pence(4_550), explanation: null },
      { id: "c", name: "Card", difference: null, explanation: null },
    ];
    const c = find({ ...ready(), bankAccounts: accounts }, "cash-check");
    expect(c.status).toBe("block");
    expect(c.message).toContain("Savings (£45.50)");
    expect(c.message).not.toContain("Current account");
    const explained = accounts.map((a) =>
      a.id === "b" ? { ...a, explanation: "Bank interest credited after the statement" } : a,
    );
    expect(find({ ...ready(), bankAccounts: explained }, "cash-check").status).toBe("pass");
  });

  it("does not say the cash agrees with the bank when a statement gives no balance to check it against", () => {
    // A Barclays export has no balance column: the Balance Sheet says the cash cannot be checked, and so must this.
    const card = { id: "c", name: "Card", difference: null, explanation: null };
    const none = find({ ...ready(), bankAccounts: [card] }, "cash-check");
    expect(none.status).toBe("pass");
    expect(none.message).not.toContain("agrees");
    expect(none.message).toContain("Card");
    const current = { id: "a", name: "Current account", difference: ZERO, explanation: null };
    const some = find({ ...ready(), bankAccounts: [current, card] }, "cash-check");
    expect(some.message).toContain("not checked");
    expect(some.message).toContain("Card");
    expect(some.message).not.toContain("Current account");
    const all = find({ ...ready(), bankAccounts: [current] }, "cash-check");
    expect(all.message).toBe("The cash at bank agrees with the bank's balances.");
  });

  it("points to where the bank's balance can be typed, and counts a typed balance as checked", () => {
    // Barclays: opening £1,000.00 + £250.00 − £80.50 = £1,169.50 in the books; no balance in its statements.
    const unchecked = { id: "b", name: "Barclays", difference: null, statedBy: null, explanation: null };
    const none = find({ ...ready(), bankAccounts: [unchecked] }, "cash-check");
    expect(none.message).toContain("compare it with the bank's balance at the period end");
    expect(none.message).toContain("type that balance under the cash check on the Balance Sheet");
    expect(none.fixAt).toBe("/reports#cash-check");
    // Typed £1,169.50: it agrees, with the balance the director typed.
    const agrees = { ...unchecked, difference: ZERO, statedBy: "director" as const };
    const pass = find({ ...ready(), bankAccounts: [agrees] }, "cash-check");
    expect(pass).toMatchObject({
      status: "pass",
      message: "The cash at bank agrees with the bank's balance at the period end that you typed (Barclays).",
    });
    const current = { id: "a", name: "Current account", difference: ZERO, statedBy: "statements" as const };
    const both = find({ ...ready(), bankAccounts: [{ ...current, explanation: null }, agrees] }, "cash-check");
    expect(both.message).toBe(
      "The cash at bank agrees with the bank's balances: the statements' and those you typed (Barclays).",
    );
    // Typed £1,200.00: £30.50 more at the bank blocks until found or explained.
    const differs = { ...agrees, difference: pence(3_050) };
    const block = find({ ...ready(), bankAccounts: [differs] }, "cash-check");
    expect(block).toMatchObject({ status: "block", message: expect.stringContaining("Barclays (£30.50)") });
    const explained = { ...differs, explanation: "A refund reached the bank on the last day" };
    expect(find({ ...ready(), bankAccounts: [explained] }, "cash-check").status).toBe("pass");
  });

  it("blocks when the micro-entity test fails, saying why (CA 2006 s382, s384A)", () => {
    // Year from 6 April 2025: limits £1,000,000 turnover, £500,000 balance sheet total, 10 employees (SI 2024/1303).
    // £1,200,000 turnover and 12 employees fail two of three: not a micro-entity.
    const m = microEntityCheck({
      periodStart: "2025-04-06",
      periodEnd: "2026-04-05",
      turnover: fromPounds(1_200_000),
      balanceSheetTotal: fromPounds(100_000),
      averageEmployees: 12,
    });
    const c = find({ ...ready(), microEntity: m }, "micro-entity");
    expect(c.status).toBe("block");
    expect(c.message).toContain("turnover £1,200,000 is over £1,000,000");
    expect(c.message).toContain("average number of employees 12 is over 10");
    expect(find({ ...ready(), microEntity: null }, "micro-entity").status).toBe("block");
  });

  it("warns when dividends exceed distributable profits (CA 2006 s830)", () => {
    // Available £4,000.00, paid £5,000.00: £1,000.00 beyond the profits available for distribution.
    const input = {
      ...ready(),
      dividends: { paid: fromPounds(5_000), available: fromPounds(4_000), excess: fromPounds(1_000) },
    };
    const c = find(input, "dividends");
    expect(c.status).toBe("warn");
    expect(c.message).toContain("by £1,000.00 (CA 2006 s830)");
    expect(computeReadiness(input).ready).toBe(true);
  });

  it("warns while a long period's non-group dividends are shared by days, not by when they were received (s18L)", () => {
    // 1 Jan 2025 – 31 Mar 2026 is two accounting periods, the first ending 31 Dec 2025 (CTA 2009 s10); £18,200 of
    // dividends with no amount given for the first are shared by days, though they count when received.
    const long = { total: fromPounds(18_200), firstPeriodEnd: "2025-12-31", receivedInFirstPeriod: null };
    const c = find({ ...ready(), dividendsReceived: long }, "dividends-received");
    expect(c).toMatchObject({ status: "warn", fixAt: "/company#company-dividends-first-period" });
    expect(c.message).toBe(
      "The non-group dividends received (£18,200.00) are shared by days between the two accounting periods, but " +
        "they count in the period they were received in (CTA 2010 s18L): enter how much was received by " +
        "31 December 2025.",
    );
    expect(computeReadiness({ ...ready(), dividendsReceived: long }).ready).toBe(true);
    const given = { ...long, receivedInFirstPeriod: ZERO };
    expect(find({ ...ready(), dividendsReceived: given }, "dividends-received").status).toBe("pass");
    const none = { ...long, total: ZERO };
    expect(find({ ...ready(), dividendsReceived: none }, "dividends-received").status).toBe("pass");
    expect(find(ready(), "dividends-received").status).toBe("pass");
  });

  it("warns about an overdrawn director's loan with the s455 figure (CTA 2010 s455)", () => {
    // £10,000.00 overdrawn at 33.75% (s455(2) from 6 April 2022) = £3,375.00.
    const input = { ...ready(), s455: { overdrawn: fromPounds(10_000), tax: fromPounds(3_375) as Pence } };
    const c = find(input, "directors-loan");
    expect(c.status).toBe("warn");
    expect(c.message).toContain("overdrawn by £10,000.00");
    expect(c.message).toContain("s455 tax of £3,375.00");
  });

  it("warns when staff costs were paid with an average of no employees (CA 2006 s411), and leads to the number", () => {
    // A director paid £750 a month: staff costs £9,000.00 (line D), the Company page's average employees left at 0.
    const noEmployees = microEntityCheck({
      periodStart: "2024-06-01",
      periodEnd: "2025-05-31",
      turnover: fromPounds(38_000),
      balanceSheetTotal: fromPounds(24_920),
      averageEmployees: 0,
    });
    const input = { ...ready(), microEntity: noEmployees, staffCosts: fromPounds(9_000) };
    expect(find(input, "micro-entity")).toMatchObject({ status: "warn", fixAt: "/company#company-average-employees" });
    expect(find(input, "micro-entity").message).toContain(
      "Staff costs of £9,000.00 were paid, but the average number of employees is 0",
    );
    expect(find({ ...input, staffCosts: ZERO }, "micro-entity").status).toBe("pass");
    // One employee, or none with no staff costs: nothing to check.
    expect(find({ ...ready(), staffCosts: fromPounds(9_000) }, "micro-entity").status).toBe("pass");
  });

  it("warns, never blocks, while the UTR the tax return needs is missing, and leads to its field", () => {
    // The accounts filed at Companies House state no UTR; the CT600 states it in box 3, and the computations too.
    const input = ready();
    input.company = { ...input.company, utr: " " };
    expect(find(input, "company-details")).toMatchObject({ status: "warn", fixAt: "/company#company-utr" });
    expect(find(input, "company-details").message).toContain("the UTR (Unique Taxpayer Reference");
    expect(computeReadiness(input).ready).toBe(true);
    input.company = { ...input.company, utr: "8596148860" };
    expect(find(input, "company-details").status).toBe("pass");
  });

  describe("what an overdrawn director's loan means for the s455 tax (CTA 2010 ss455, 458)", () => {
    /*
     * A year to 31 March 2025: the director borrowed £4,000.00 in it and the account is overdrawn by that at the end.
     * A repayment by 31 December 2025 (nine months after the end) relieves the charge (s458); what is still owed
     * then is charged at 33.75 % (s455(2)): £3,000.00 unpaid × 33.75 % = £1,012.50.
     */
    const deadline = "2025-12-31";
    const withLoan = (s455: ReadinessInput["s455"], today?: string): ReadinessInput => {
      const input: ReadinessInput = { ...ready(), s455 };
      if (!today) return input;
      const d = filingDeadlines({ start: "2024-04-01", end: "2025-03-31" }, today, "2020-06-01", false);
      const lateness = {
        today,
        accounts: d.accounts,
        ct600: d.ct600,
        corporationTaxPayments: d.corporationTaxPayments,
      };
      return { ...input, lateness: { ...lateness, taxOwed: ZERO, dormant: false } };
    };

    it("passes, saying no tax is due, when the whole loan was repaid within nine months", () => {
      const s455 = { overdrawn: fromPounds(4_000), tax: ZERO, repaid: fromPounds(4_000), reliefDeadline: deadline };
      const c = find(withLoan(s455, "2026-12-07"), "directors-loan");
      expect(c.status).toBe("pass");
      expect(c.message).toBe(
        "The director's loan account is overdrawn by £4,000.00 at the period end. £4,000.00 of this period's loans " +
          "was repaid by 31 December 2025, so no s455 tax is due on it (CTA 2010 s458).",
      );
      expect(c.message).not.toContain("£0.00");
    });

    it("names the deadline before it passes, and after it says the tax is due on what was not repaid", () => {
      const s455 = {
        overdrawn: fromPounds(4_000),
        tax: pence(101_250),
        repaid: fromPounds(1_000),
        reliefDeadline: deadline,
      };
      const before = find(withLoan(s455, "2025-06-01"), "directors-loan");
      expect(before.status).toBe("warn");
      expect(before.message).toContain("£1,000.00 of this period's loans was repaid by 31 December 2025");
      expect(before.message).toContain("s455 tax of £1,012.50 is due unless it is repaid by 31 December 2025");
      const after = find(withLoan(s455, "2026-01-01"), "directors-loan");
      expect(after.status).toBe("warn");
      expect(after.message).toContain("s455 tax of £1,012.50 is due on what was not repaid by 31 December 2025");
      expect(after.message).not.toContain("unless");
    });

    it("warns that a loan lent in an earlier period is charged on that period's return, not this one's", () => {
      const s455 = {
        overdrawn: fromPounds(2_000),
        tax: ZERO,
        chargedBefore: fromPounds(2_000),
        reliefDeadline: deadline,
      };
      const c = find(withLoan(s455), "directors-loan");
      expect(c.status).toBe("warn");
      expect(c.message).toBe(
        "The director's loan account is overdrawn by £2,000.00 at the period end. £2,000.00 of it was lent in an " +
          "earlier period, whose return charges its s455 tax, not this one's.",
      );
    });
  });

  it("blocks until the notes questions are answered; the loan terms only when there were advances", () => {
    const input = ready();
    input.notes = { ...input.notes, offBalanceSheetAnswered: false };
    expect(find(input, "notes-answered")).toMatchObject({
      status: "block",
      message: "Please answer the notes questions: off-balance sheet arrangements.",
    });
    input.notes = {
      guaranteesAnswered: true,
      offBalanceSheetAnswered: true,
      directorAdvances: true,
      directorLoanTermsAnswered: false,
    };
    expect(find(input, "notes-answered").message).toContain("the terms of the advances to directors");
    input.notes.directorLoanTermsAnswered = true;
    expect(find(input, "notes-answered").status).toBe("pass");
  });

  it("warns, without blocking, when HMRC was paid more than was owed at the start plus this year's charge", () => {
    // Corporation tax: £1,900 paid, nothing owed at the start, this year's charge £3,601.45 → nothing over.
    // VAT: £3,651 paid on 7 May, £0 owed at the start, this year's VAT by then −590 then 3,410 (−590 + 4,000) at its
    // highest → £241.00 paid more than was owed (uk-accounting-rules §10: most often last year's VAT owed is missing
    // from the opening balances).
    const vat = {
      opening: ZERO,
      accrued: [
        { date: "2024-04-15", amount: pence(-59_000) },
        { date: "2024-04-20", amount: pence(400_000) },
      ],
      paid: [{ date: "2024-05-07", amount: pence(365_100) }],
    };
    const input = { ...ready(), hmrc: { vat, corporationTaxOverpaid: ZERO } };
    const c = find(input, "hmrc-balances");
    expect(c).toMatchObject({ status: "warn", fixAt: "/company#opening-vat" });
    expect(c.message).toContain("check last year's balances: £241.00 paid more than was owed");
    expect(computeReadiness(input).ready).toBe(true);
    const both = { ...input, hmrc: { ...input.hmrc, corporationTaxOverpaid: pence(190_000) } };
    expect(find(both, "hmrc-balances").message).toContain(
      "Corporation tax: check last year's balances: £1,900.00 paid",
    );
  });

  it("does not warn when the year ends with a VAT repayment due after returns paid as made", () => {
    // £3,651 of this year's VAT paid on 7 August after £3,651 accrued; a £2,400 repayment due from March's input VAT.
    const vat = {
      opening: ZERO,
      accrued: [
        { date: "2024-05-20", amount: pence(365_100) },
        { date: "2025-03-10", amount: pence(-605_100) },
      ],
      paid: [{ date: "2024-08-07", amount: pence(365_100) }],
    };
    expect(find({ ...ready(), hmrc: { vat, corporationTaxOverpaid: ZERO } }, "hmrc-balances").status).toBe("pass");
    expect(find(ready(), "hmrc-balances").status).toBe("pass");
  });

  it("suggests the last month's PAYE/NI as a year-end accrual when the company runs a payroll", () => {
    // The March payroll's £400.00 PAYE/NI is paid on 19 April: a cost of the year to 31 March (FRS 105 s2, accruals).
    const input = { ...ready(), payroll: { lastMonth: pence(40_000), accrued: false } };
    expect(find(input, "payroll-accrual")).toMatchObject({
      status: "warn",
      suggestedAdjustment: { kind: "accrual", categoryId: "paye-ni", amount: 40_000, vatRate: null },
    });
    expect(find({ ...input, payroll: { lastMonth: pence(40_000), accrued: true } }, "payroll-accrual").status).toBe(
      "pass",
    );
    expect(find(ready(), "payroll-accrual").status).toBe("pass");
  });

  it("warns when transfers between the company's accounts have no other side in these books", () => {
    expect(find(ready(), "unmatched-transfers")).toMatchObject({ status: "pass" });
    // £9,000 + £2,000 out as "Transfers", nothing back: £11,000 is shown as held in an account not uploaded.
    const out = find({ ...ready(), unmatchedTransfers: pence(-1_100_000) }, "unmatched-transfers");
    expect(out.status).toBe("warn");
    expect(out.message).toMatch(/^£11,000\.00 more went out as transfers to the company's own accounts/);
    expect(out.fixAt).toBe("/reports#balance-sheet");
    const inward = find({ ...ready(), unmatchedTransfers: pence(50_000) }, "unmatched-transfers");
    expect(inward.message).toMatch(/^£500\.00 more came in as transfers/);
    expect(computeReadiness({ ...ready(), unmatchedTransfers: pence(-1_100_000) }).ready).toBe(true);
  });

  it("says when a repayment this period relieves last period's s455 charge (CTA 2010 s458)", () => {
    const earlierS455 = {
      periodEnd: "2025-03-31",
      tax: pence(101_250),
      repaidSince: pence(300_000),
      deadline: "2025-12-31",
    };
    const c = find({ ...ready(), earlierS455 }, "directors-loan");
    expect(c.status).toBe("warn");
    expect(c.message).toMatch(
      /^£3,000\.00 repaid to the company by 31 December 2025 relieves the s455 tax of £1,012\.50/,
    );
    // Beside a loan overdrawn now, both are said.
    const both = find(
      { ...ready(), earlierS455, s455: { overdrawn: pence(50_000), tax: pence(16_875) } },
      "directors-loan",
    );
    expect(both.message).toMatch(/^The director's loan account is overdrawn by £500\.00 .* £3,000\.00 repaid/);
  });
});
