import { describe, expect, it } from "vitest";
import {
  type AccountsTransaction,
  buildAccounts,
  nextPeriodOpening,
  normaliseOpeningBalances,
  type OpeningBalances,
} from "../../accounts";
import { fromPounds, type Pence } from "../../money";
import { buildFilingPackData } from "./filing-pack-data";
import { employeesSentence } from "./notes";

const tx = (id: string, amount: number, categoryId: AccountsTransaction["categoryId"]): AccountsTransaction => ({
  id,
  date: "2025-06-01",
  amount: amount as Pence,
  categoryId,
});

interface Case {
  opening?: Partial<OpeningBalances> | null;
  transactions?: AccountsTransaction[];
  end?: string;
  taxCharge?: Pence;
}

function pack({ opening = null, transactions = [], end = "2026-03-31", taxCharge = 0 as Pence }: Case) {
  const accounts = buildAccounts({
    transactions,
    period: { start: "2025-04-01", end },
    openingBalances: opening,
    corporationTaxCharge: taxCharge,
  });
  const data = buildFilingPackData({
    company: { name: "Acme Ltd", registrationNumber: "01234567", averageEmployees: 1 },
    accounts,
    openingBalances: opening,
    approval: { directorName: "Ada Lovelace", date: "2026-06-30" },
    today: "2026-06-30",
  });
  return { accounts, data };
}

const balanced = { cash: fromPounds(1_000), calledUpShareCapital: fromPounds(100), profitLossAccount: fromPounds(900) };

describe("the filing pack's data", () => {
  it("dates the year, its prior year column and its deadlines from the accounts and today", () => {
    const { accounts, data } = pack({ opening: balanced, transactions: [tx("s", 50_000, "sales")] });
    expect(data.period).toEqual({ start: "2025-04-01", end: "2026-03-31", isTwelveMonths: true });
    expect(data.prior?.date).toBe("2025-03-31");
    expect(data.prior?.balanceSheet).toMatchObject({
      currentAssets: 1_000,
      netAssets: 1_000,
      profitAndLossAccount: 900,
    });
    // 9 months after 31 March 2026 is 31 December 2026 (month-end rule): 184 days after 30 June 2026.
    expect(data.deadlines.accounts).toMatchObject({ dueDate: "2026-12-31", daysLeft: 184, overdue: false });
    expect(data.generatedOn).toBe("2026-06-30");
    expect(data.approval).toEqual({ directorName: "Ada Lovelace", date: "2026-06-30" });
    expect(data.corporationTax).toEqual([]);
    expect(data.microEntity).toBeNull();
    expect(data.accounts).toBe(accounts);
    // £1,000 + £500 of sales: net assets 1,500, reserve 1,400; whole pounds throughout, so no remarks.
    expect(data.balanceSheet).toMatchObject({ netAssets: 1_500, profitAndLossAccount: 1_400, reserveAdjustment: 0 });
    expect(data.profitAndLoss).toMatchObject({ turnover: 500, profitAfterTax: 500 });
    expect(data.remarks).toEqual([]);
  });

  it("has no prior year column in a first year, and knows a short period is not twelve months", () => {
    const { data } = pack({ end: "2025-12-31" });
    expect(data.prior).toBeNull();
    expect(data.period.isTwelveMonths).toBe(false);
  });

  it("says when rounding moved pounds into the profit and loss account", () => {
    // Sales £100.00, £0.50 to the director: cash £99.50 → 100 and the overdrawn loan £0.50 → 1, so net assets 101
    // against a reserve of £100.00 in the books.
    const { data } = pack({ transactions: [tx("s", 10_000, "sales"), tx("d", -50, "directors-loan")] });
    expect(data.balanceSheet.reserveAdjustment).toBe(1);
    expect(data.remarks).toEqual([
      "Rounding each line to whole pounds moved a pound or two into the profit and loss account.",
    ]);
  });

  it("says when last year's figures do not balance, never putting the difference into a reserve", () => {
    // Cash £1,000 against capital £1 and no reserve: £999 not yet explained. This year: net assets 1,000, reserve 0
    // (nothing happened), K = 1. The prior year column: the reserve as entered (0, not 999), K = 1, £999 apart.
    const { data } = pack({ opening: { cash: fromPounds(1_000), calledUpShareCapital: fromPounds(1) } });
    expect(data.balanceSheet).toMatchObject({
      netAssets: 1_000,
      profitAndLossAccount: 0,
      capitalAndReserves: 1,
      reserveAdjustment: 0,
      openingBalancesDifference: 999,
    });
    expect(data.prior?.balanceSheet).toMatchObject({
      netAssets: 1_000,
      profitAndLossAccount: 0,
      capitalAndReserves: 1,
      reserveAdjustment: 0,
      openingBalancesDifference: 999,
    });
    expect(data.remarks).toEqual([
      "Opening balance difference not yet explained: £999.00. Last year's figures (the opening balances) do not balance; the difference is not added to any reserve, so capital and reserves differ from net assets by it until it is explained.",
      "Opening balance difference not yet explained in the prior-year column: £999. Its profit and loss account is shown as entered, not as the figure that would balance it.",
    ]);
  });

  it("walks the director's loan account from its opening balance", () => {
    // Owed £500 at the start, £1,500 paid out: £1,000 overdrawn, all of it advanced this year.
    const opening = {
      ...balanced,
      cash: fromPounds(1_500),
      creditorsWithinOneYear: fromPounds(500),
      directorsLoan: fromPounds(500),
    };
    const { data } = pack({ opening, transactions: [tx("d", -150_000, "directors-loan")] });
    expect(data.directorsLoan).toMatchObject({
      openingBalance: 50_000,
      advancesMade: 100_000,
      closingBalance: -100_000,
      advancesOutstanding: 100_000,
    });
  });

  it("puts a year closed here beside the next: its balance sheet as its own pack showed it, its P&L and employees", () => {
    // Last year: sales £1,000.40 from nothing, so cash and reserve £1,000.40 (→ 1,000). This year: £500 more.
    const last = buildAccounts({
      transactions: [{ id: "a", date: "2024-06-01", amount: 100_040 as Pence, categoryId: "sales" }],
      period: { start: "2024-04-01", end: "2025-03-31" },
      corporationTaxCharge: 0 as Pence,
    });
    const opening = nextPeriodOpening(last);
    const accounts = buildAccounts({
      transactions: [tx("s", 50_000, "sales")],
      period: { start: "2025-04-01", end: "2026-03-31" },
      openingBalances: opening.openingBalances,
      openingItems: opening.openingItems,
      corporationTaxCharge: 0 as Pence,
    });
    const data = buildFilingPackData({
      company: { name: "Acme Ltd", registrationNumber: "01234567", averageEmployees: 3 },
      accounts,
      openingBalances: null,
      priorYear: { kind: "accounts", accounts: last, averageEmployees: 2 },
      approval: null,
      today: "2026-06-30",
    });
    expect(data.prior).toMatchObject({
      date: "2025-03-31",
      balanceSheet: { currentAssets: 1_000, netAssets: 1_000 },
      profitAndLoss: { turnover: 1_000, profitAfterTax: 1_000 },
      averageEmployees: 2,
    });
    expect(employeesSentence(data)).toBe(
      "The average number of persons employed by the company (including directors) during the year was 3 (2025: 2).",
    );
  });

  it("gives typed opening balances their typed P&L and employees, and says nothing of employees not given", () => {
    const typed = pack({ opening: balanced });
    expect(typed.data.prior).toMatchObject({ profitAndLoss: null, averageEmployees: null });
    expect(employeesSentence(typed.data)).toMatch(/was 1\.$/);
    const data = buildFilingPackData({
      company: { name: "Acme Ltd", registrationNumber: "01234567", averageEmployees: 1 },
      accounts: typed.accounts,
      openingBalances: balanced,
      priorYear: {
        kind: "typed",
        period: { start: null, end: "2025-03-31" },
        openingBalances: normaliseOpeningBalances(balanced),
        profitAndLoss: { turnover: fromPounds(4_000), otherCharges: fromPounds(1_000) },
        averageEmployees: 1,
      },
      approval: null,
      today: "2026-06-30",
    });
    expect(data.prior?.profitAndLoss).toMatchObject({ turnover: 4_000, otherCharges: 1_000, profitBeforeTax: 3_000 });
    expect(data.prior?.balanceSheet.netAssets).toBe(1_000);
  });
});
