import { describe, expect, it } from "vitest";
import { buildAccounts } from "../../accounts";
import { fromPounds, type Pence } from "../../money";
import { buildFilingPackData } from "./filing-pack-data";

/*
 * A company's first period (incorporated within it) has no previous financial year, so its accounts show no
 * corresponding amounts (CA 2006 Sch 1 para 7 via SI 2008/409: "for the financial year immediately preceding" only
 * where there is one). Opening figures a first period may carry (uk-accounting-rules §10) stay in its own figures.
 */
const opening = { cash: fromPounds(300), creditorsWithinOneYear: fromPounds(300) };
const period = { start: "2025-04-01", end: "2026-03-31" };

function pack(incorporationDate: string | null) {
  const accounts = buildAccounts({
    transactions: [],
    period,
    openingBalances: opening,
    corporationTaxCharge: 0 as Pence,
    settings: { sharesIssuedNotPaid: fromPounds(100) },
  });
  return buildFilingPackData({
    company: { name: "New Co Ltd", registrationNumber: "01234567", averageEmployees: 0, incorporationDate },
    accounts,
    openingBalances: opening,
    approval: { directorName: "Ada Lovelace", date: "2026-06-30" },
    today: "2026-06-30",
  });
}

describe("a first period's filing pack", () => {
  it("has no prior-year column when the company was incorporated in the period, opening figures or not", () => {
    expect(pack("2025-04-01").prior).toBeNull();
    expect(pack("2025-05-20").prior).toBeNull();
  });

  it("keeps the prior-year column for a later year", () => {
    // Incorporated in 2019: the year to 31 March 2025 is the previous financial year, typed as opening balances.
    expect(pack("2019-01-10").prior?.date).toBe("2025-03-31");
  });

  it("shows the shares not paid for as item A in whole pounds, and the sheet balances", () => {
    // A 100 + cash 300 − creditors 300 = net assets 100 = share capital 100 (reserve 0).
    const bs = pack("2025-04-01").balanceSheet;
    expect(bs.calledUpShareCapitalNotPaid).toBe(100);
    expect(bs.netAssets).toBe(100);
    expect(bs.calledUpShareCapital).toBe(100);
    expect(bs.capitalAndReserves).toBe(100);
  });
});
