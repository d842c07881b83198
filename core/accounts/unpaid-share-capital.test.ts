import { describe, expect, it } from "vitest";
import { buildAccounts, buildComparatives, nextPeriodOpening, normaliseOpeningBalances } from "./index";
import { openingDifference, openingPartsError } from "./opening-balances";
import { gbp, lineMaker, YEAR } from "./test-support";
import { unpaidShareCapital } from "./unpaid-share-capital";

/*
 * Called-up share capital (CA 2006 s547) is the nominal value of the shares issued and called up, paid or not; what
 * the shareholders have not yet paid is an asset of the company, item A "Called up share capital not paid" of the
 * micro-entity balance sheet (SI 2008/409 Sch 1 Part 1 Section C, Format 1; FRS 105 s4 formats, s22 equity: the
 * shares are equity when issued, the amount still due from the subscriber is a receivable).
 */

const line = lineMaker("u");

describe("unpaid share capital: the rule (CA 2006 s547; SI 2008/409 Sch 1 Section C item A)", () => {
  it("shares issued on incorporation and never paid for are all unpaid at the end", () => {
    // 100 £1 shares issued, nothing received: A = 0 + 100 − 0 = 100; share capital issued in the year 100.
    expect(unpaidShareCapital({ openingNotPaid: gbp(0), issuedNotPaid: gbp(100), receipts: gbp(0) })).toEqual({
      paidOff: 0,
      notPaidAtEnd: gbp(100),
      issued: gbp(100),
    });
  });

  it("a receipt categorised share capital pays the unpaid shares off first; only the rest is a new issue", () => {
    // 100 unpaid, 150 received: 100 pays them off (A = 0), the other 50 is new shares paid for: issued 100 + 50.
    expect(unpaidShareCapital({ openingNotPaid: gbp(0), issuedNotPaid: gbp(100), receipts: gbp(150) })).toEqual({
      paidOff: gbp(100),
      notPaidAtEnd: 0,
      issued: gbp(150),
    });
  });

  it("a later year's unpaid shares brought forward fall by what is paid in that year, adding no share capital", () => {
    // 100 unpaid at the start, 40 received: A = 100 − 40 = 60; no shares issued in the year.
    expect(unpaidShareCapital({ openingNotPaid: gbp(100), issuedNotPaid: gbp(0), receipts: gbp(40) })).toEqual({
      paidOff: gbp(40),
      notPaidAtEnd: gbp(60),
      issued: 0,
    });
  });

  it("money paid back to shareholders (a negative receipt) pays nothing off", () => {
    // 100 unpaid, 30 paid out: A stays 100, share capital falls by 30 as it always did.
    expect(unpaidShareCapital({ openingNotPaid: gbp(0), issuedNotPaid: gbp(100), receipts: gbp(-30) })).toEqual({
      paidOff: 0,
      notPaidAtEnd: gbp(100),
      issued: gbp(70),
    });
  });
});

describe("unpaid share capital on the balance sheet", () => {
  const FIRST = { start: "2024-06-14", end: "2025-05-31" } as const;

  it("a first year's 100 unpaid £1 shares: A 100, share capital 100, balanced with no plug", () => {
    // Incorporated 14 June 2024, 100 £1 shares, nothing paid; sales 500 banked. Cash 500; A 100.
    // Tax on 500 at 19 % = 95, a creditor: F = C 500 − E 95 = 405; G = A 100 + B 0 + F 405 = 505 = net assets.
    // K = share capital 100 + reserve (500 − 95 = 405) = 505, no opening balances difference.
    const a = buildAccounts({
      period: FIRST,
      transactions: [line("2024-07-01", 500, "sales")],
      settings: { firstPeriod: true, sharesIssuedNotPaid: gbp(100) },
    });
    const m = a.balanceSheet.micro;
    expect(m.calledUpShareCapitalNotPaid).toBe(gbp(100));
    expect(m.totalAssetsLessCurrentLiabilities).toBe(gbp(505));
    expect(m.capitalAndReserves.calledUpShareCapital).toEqual({ opening: 0, issued: gbp(100), total: gbp(100) });
    expect(m.capitalAndReserves.openingBalancesDifference).toBe(0);
    expect(m.netAssets).toBe(m.capitalAndReserves.total);
    expect(m.netAssets).toBe(gbp(505));
    // The gross assets of the size test count A (CA 2006 s384A(6)): 100 + 500 = 600.
    expect(m.balanceSheetTotal).toBe(gbp(600));
    expect(a.balanceSheet.explanations.join(" ")).toMatch(/£100\.00 of share capital.*not been paid/);
  });

  it("the subscriber paying 100 by bank in the year: A falls to 0, share capital stays 100", () => {
    // Receipt of 100 categorised share capital pays off the 100 unpaid: cash 100, A 0, share capital 100.
    const a = buildAccounts({
      period: FIRST,
      transactions: [line("2025-01-10", 100, "share-capital")],
      settings: { firstPeriod: true, sharesIssuedNotPaid: gbp(100) },
    });
    const m = a.balanceSheet.micro;
    expect(m.calledUpShareCapitalNotPaid).toBe(0);
    expect(m.currentAssets.cashAtBank).toBe(gbp(100));
    expect(m.capitalAndReserves.calledUpShareCapital.total).toBe(gbp(100));
    expect(m.netAssets).toBe(m.capitalAndReserves.total);
  });

  it("closing the year carries A into the next year's opening, where a later payment reduces it", () => {
    // Year 1: 100 unpaid, nothing paid. Year 2 opens with A 100 within share capital 100; 60 paid: A 40.
    const first = buildAccounts({ period: FIRST, transactions: [], settings: { sharesIssuedNotPaid: gbp(100) } });
    const next = nextPeriodOpening(first);
    expect(next.openingBalances.calledUpShareCapitalNotPaid).toBe(gbp(100));
    expect(openingDifference(next.openingBalances)).toBe(0);
    const second = buildAccounts({
      period: { start: "2025-06-01", end: "2026-05-31" },
      openingBalances: next.openingBalances,
      transactions: [line("2025-09-01", 60, "share-capital")],
    });
    const m = second.balanceSheet.micro;
    expect(m.calledUpShareCapitalNotPaid).toBe(gbp(40));
    expect(m.capitalAndReserves.calledUpShareCapital).toEqual({ opening: gbp(100), issued: 0, total: gbp(100) });
    expect(m.capitalAndReserves.openingBalancesDifference).toBe(0);
    expect(m.netAssets).toBe(gbp(100));
  });

  it("typed opening balances of a later year: unpaid shares count among last year's net assets", () => {
    // Last year: cash 0, A 100, share capital 100: net assets 100 = K 100, no difference; its column shows A 100.
    const o = normaliseOpeningBalances({ calledUpShareCapital: gbp(100), calledUpShareCapitalNotPaid: gbp(100) });
    expect(openingDifference(o)).toBe(0);
    const current = buildAccounts({ period: YEAR, openingBalances: o, transactions: [] });
    const c = buildComparatives(current, null, {
      kind: "typed",
      period: { start: null, end: "2024-03-31" },
      openingBalances: o,
    });
    expect(c.prior?.balanceSheet.calledUpShareCapitalNotPaid).toBe(gbp(100));
    expect(c.prior?.balanceSheet.totalAssetsLessCurrentLiabilities).toBe(gbp(100));
    expect(c.current.balanceSheet.calledUpShareCapitalNotPaid).toBe(gbp(100));
  });

  it("unpaid shares typed above the share capital, or below nil, are refused in words", () => {
    const over = normaliseOpeningBalances({ calledUpShareCapital: gbp(100), calledUpShareCapitalNotPaid: gbp(150) });
    expect(openingPartsError(over)).toBe(
      "The called up share capital not paid (£150.00) is more than the called up share capital entered (£100.00): it is a part of it.",
    );
    const negative = normaliseOpeningBalances({ calledUpShareCapitalNotPaid: gbp(-1) });
    expect(openingPartsError(negative)).toBe("The called up share capital not paid cannot be negative.");
  });
});

describe("a company's first period has no prior year (CA 2006 Sch 1 para 7 via SI 2008/409: only where there is one)", () => {
  it("draws no prior-year column even when opening figures were typed for it", () => {
    // Incorporated in the period: no previous financial year, so no corresponding amounts, whatever was typed.
    const o = normaliseOpeningBalances({ creditorsWithinOneYear: gbp(200), cash: gbp(200) });
    const current = buildAccounts({
      period: YEAR,
      openingBalances: o,
      transactions: [],
      settings: { firstPeriod: true },
    });
    const typed = { kind: "typed" as const, period: { start: null, end: "2024-03-31" }, openingBalances: o };
    expect(buildComparatives(current, null, typed, { firstPeriod: true }).prior).toBeNull();
    // A later year keeps its comparatives.
    const later = buildAccounts({ period: YEAR, openingBalances: o, transactions: [] });
    expect(buildComparatives(later, null, typed, { firstPeriod: false }).prior).not.toBeNull();
  });
});
