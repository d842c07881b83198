import { describe, expect, it } from "vitest";
import { buildAccounts } from "./index";
import { gbp, lineMaker, YEAR } from "./test-support";

/**
 * CA 2006 s830: dividends only out of profits available for distribution. Opening reserve 1,000; sales 3,000 and
 * costs 500 give profit before tax 2,500, tax 19 % = 475, after tax 2,025; available 1,000 + 2,025 = 3,025.
 * Dividends 2,000 + 1,500 = 3,500 exceed it by 475.
 */
const line = lineMaker("v");
const base = [line("2024-05-01", 3_000, "sales"), line("2024-05-02", -500, "software-it", "standard")];
const openingBalances = { cash: gbp(1_000), profitLossAccount: gbp(1_000) };

describe("dividends beyond distributable profits", () => {
  it("flags the excess with its amount and the dividends behind it", () => {
    const a = buildAccounts({
      period: YEAR,
      openingBalances,
      transactions: [...base, line("2024-09-01", -2_000, "dividends"), line("2025-03-01", -1_500, "dividends")],
    });
    expect(a.distributableProfits).toEqual({
      openingReserve: gbp(1_000),
      profitAfterTax: gbp(2_025),
      available: gbp(3_025),
      dividendsPaid: gbp(3_500),
      loansWrittenOff: 0,
      excess: gbp(475),
      transactionIds: ["v3", "v4"],
    });
    expect(a.balanceSheet.explanations.join(" ")).toContain("exceed the profits available for distribution (£3,025.00");
    // CA 2006 s847(2): the member who knew, or had reasonable grounds to believe, must repay, not every director.
    expect(a.balanceSheet.explanations.join(" ")).toContain(
      "a shareholder who knew, or had reasonable grounds to believe, that it was paid unlawfully may have to repay " +
        "it (CA 2006 s847)",
    );
  });

  it("does not flag dividends within the available profits, and treats all of them as excess after losses", () => {
    const within = buildAccounts({
      period: YEAR,
      openingBalances,
      transactions: [...base, line("2024-09-01", -3_025, "dividends")],
    });
    expect(within.distributableProfits.excess).toBe(0);
    expect(within.balanceSheet.explanations.join(" ")).not.toContain("exceed the profits");
    // Opening reserve −5,000 and the same profit: available −2,975, so the whole 100 paid is beyond it.
    const deficit = buildAccounts({
      period: YEAR,
      openingBalances: { cash: gbp(1_000), calledUpShareCapital: gbp(6_000), profitLossAccount: gbp(-5_000) },
      transactions: [...base, line("2024-09-01", -100, "dividends")],
    });
    expect(deficit.distributableProfits).toMatchObject({ available: gbp(-2_975), excess: gbp(100) });
  });
});
