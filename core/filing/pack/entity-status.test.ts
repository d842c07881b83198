import { describe, expect, it } from "vitest";
import { type AccountsTransaction, buildAccounts } from "../../accounts";
import type { CategoryId } from "../../categories";
import { fromPounds } from "../../money";
import { entityStatus, isDormant, twelveMonthStart } from "./entity-status";
import { statutoryProfitAndLoss } from "./statutory-profit-and-loss";

const PERIOD = { start: "2025-04-01", end: "2026-03-31" };
const tx = (date: string, pounds: number, categoryId: CategoryId | null): AccountsTransaction => ({
  id: `${date}-${pounds}`,
  date,
  amount: fromPounds(pounds),
  categoryId,
});
const accountsOf = (transactions: AccountsTransaction[]) => buildAccounts({ transactions, period: PERIOD });

// CA 2006 s1169: dormant while it has no significant accounting transaction; paying for shares taken on formation
// (s1169(3)(a)) does not count.
describe("dormant (CA 2006 s1169)", () => {
  it("is dormant with no lines, or with only £100 paid for its shares", () => {
    expect(isDormant(accountsOf([]))).toBe(true);
    expect(isDormant(accountsOf([tx("2025-04-02", 100, "share-capital")]))).toBe(true);
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
  const dormant = accountsOf([tx("2025-04-02", 100, "share-capital")]);
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
