import { describe, expect, it } from "vitest";
import { type AccountsTransaction, buildAccounts } from "../../accounts";
import type { CategoryId } from "../../categories";
import { fromPounds } from "../../money";
import { entityStatus, isDormant, twelveMonthStart } from "./entity-status";
import { statutoryProfitAndLoss } from "./statutory-profit-and-loss";

const PERIOD = { start: "2025-04-01", end: "2026-03-31" };
const tx = (date: string, pounds: number, categoryId: CategoryId | null, description = ""): AccountsTransaction => ({
  id: `${date}-${pounds}`,
  date,
  amount: fromPounds(pounds),
  categoryId,
  description,
});
const accountsOf = (transactions: AccountsTransaction[], firstPeriod = false) =>
  buildAccounts({ transactions, period: PERIOD, settings: { firstPeriod } });

// CA 2006 s1169: dormant while it has no significant accounting transaction; paying for shares taken by the
// subscribers on formation (s1169(3)(a)) and fees paid to the registrar (s1169(3)(b)) do not count.
describe("dormant (CA 2006 s1169)", () => {
  it("is dormant with no lines, or in its first period with only £100 paid for its subscribers' shares", () => {
    expect(isDormant(accountsOf([]))).toBe(true);
    expect(isDormant(accountsOf([tx("2025-04-02", 100, "share-capital")], true))).toBe(true);
  });

  it("is not dormant after a £50,000 share issue in a later year: only the subscribers' shares are disregarded", () => {
    // Formed in 2018; the period 1 Apr 2025 – 31 Mar 2026 is not its first, so shares paid for on 1 Sep 2025 were
    // not taken by a subscriber to the memorandum (s1169(3)(a)): a significant accounting transaction, s477 wording.
    expect(isDormant(accountsOf([tx("2025-09-01", 50_000, "share-capital", "NEW SHARES A INVESTOR")]))).toBe(false);
  });

  it("is dormant when its only line is a £50 confirmation statement fee paid to Companies House (s1169(3)(b))", () => {
    const fee = tx("2025-09-01", -50, "general-admin", "COMPANIES HOUSE CONFIRMATION STATEMENT");
    expect(isDormant(accountsOf([fee]))).toBe(true);
    // A late filing penalty filed as Other Expenses is the registrar's too; with the £100 subscribers' shares of
    // the first period beside it, still dormant.
    const penalty = tx("2025-10-01", -150, "other-expenses", "CARD PAYMENT TO COMPANIES HOUSE");
    expect(isDormant(accountsOf([tx("2025-04-02", 100, "share-capital"), penalty], true))).toBe(true);
  });

  it("is not dormant when a General Admin line is paid to someone else, or a Companies House fee sits beside a £5 bank charge", () => {
    expect(isDormant(accountsOf([tx("2025-09-01", -40, "general-admin", "ICO REGISTRATION FEE")]))).toBe(false);
    const fee = tx("2025-09-01", -50, "general-admin", "COMPANIES HOUSE");
    expect(isDormant(accountsOf([fee, tx("2025-05-01", -5, "bank-charges", "ACCOUNT FEE")]))).toBe(false);
    // The payee alone is not enough: Companies House filed as Sales is not a fee paid to the registrar.
    expect(isDormant(accountsOf([tx("2025-09-01", 50, "sales", "COMPANIES HOUSE")]))).toBe(false);
  });

  it("is not dormant after one £5 bank charge, a sale, or a line not yet categorised", () => {
    expect(isDormant(accountsOf([tx("2025-04-02", 100, "share-capital"), tx("2025-05-01", -5, "bank-charges")]))).toBe(
      false,
    );
    expect(isDormant(accountsOf([tx("2025-05-01", 250, "sales")]))).toBe(false);
    expect(isDormant(accountsOf([tx("2025-05-01", 250, null)]))).toBe(false);
  });

  it("reads only the period's lines: a sale the day after the period end leaves it dormant", () => {
    expect(isDormant(accountsOf([tx("2026-04-01", 250, "sales")]))).toBe(true);
  });
});

describe("trading status", () => {
  const dormant = accountsOf([tx("2025-04-02", 100, "share-capital")], true);
  const trading = accountsOf([tx("2025-05-01", 250, "sales")]);
  // The prior year: £900 of sales, nothing else, so £900 profit and a £900 reserve carried forward.
  const priorPl = statutoryProfitAndLoss(accountsOf([tx("2025-05-01", 900, "sales")]).profitAndLoss.micro);

  it("is trading when not dormant, whatever came before", () => {
    expect(entityStatus(trading, null)).toEqual({ dormant: false, tradingStatus: "trading" });
  });

  it("never traded: dormant with no prior year, or a prior year with nil lines and a nil reserve", () => {
    expect(entityStatus(dormant, null).tradingStatus).toBe("never-traded");
    const nil = statutoryProfitAndLoss(dormant.profitAndLoss.micro);
    expect(entityStatus(dormant, { profitAndLoss: nil, profitAndLossReserve: 0 }).tradingStatus).toBe("never-traded");
  });

  it("no longer trading: dormant after a year with sales, or with a reserve brought forward", () => {
    expect(entityStatus(dormant, { profitAndLoss: priorPl, profitAndLossReserve: 900 }).tradingStatus).toBe(
      "no-longer-trading",
    );
    expect(entityStatus(dormant, { profitAndLoss: null, profitAndLossReserve: -40 }).tradingStatus).toBe(
      "no-longer-trading",
    );
  });
});

describe("the 12 months ending on a date (month-end rule)", () => {
  it("starts the day after the same date a year before, or on the 1st after a month end", () => {
    expect(twelveMonthStart("2025-03-31")).toBe("2024-04-01");
    expect(twelveMonthStart("2025-02-28")).toBe("2024-03-01");
    expect(twelveMonthStart("2024-02-29")).toBe("2023-03-01");
    expect(twelveMonthStart("2025-06-15")).toBe("2024-06-16");
  });
});
