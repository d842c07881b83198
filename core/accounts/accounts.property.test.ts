import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CATEGORY_IDS, type CategoryId } from "../categories";
import { addDays } from "../dates";
import { type Pence, pence, sub, sum } from "../money";
import { balanceSheetDifference, buildAccounts } from "./index";
import type { AccountsTransaction, OpeningBalances } from "./types";

const money = (max: number) => fc.integer({ min: -max, max }).map(pence);
const period = { start: "2024-04-01", end: "2025-03-31" };

const transaction = fc.record({
  id: fc.uuid(),
  date: fc.integer({ min: -40, max: 405 }).map((d) => addDays(period.start, d)),
  amount: money(5_000_000_00),
  categoryId: fc.oneof(fc.constantFrom<CategoryId | null>(...CATEGORY_IDS), fc.constant(null)),
  stage: fc.constantFrom(null, "user", "rule", "model", "default"),
  confidence: fc.option(fc.double({ min: 0, max: 1, noNaN: true })),
}) as fc.Arbitrary<AccountsTransaction>;

/** Random opening balances that balance: the profit and loss reserve is whatever makes them balance. */
const balancedOpening = fc
  .record({
    fixedAssets: money(1e9),
    stocks: money(1e9),
    debtors: money(1e9),
    cash: money(1e9),
    otherCurrentAssets: money(1e9),
    creditorsWithinOneYear: money(1e9),
    creditorsAfterOneYear: money(1e9),
    provisions: money(1e9),
    calledUpShareCapital: money(1e9),
    directorsLoan: money(1e9),
    corporationTax: money(1e9),
    vat: money(1e9),
    loans: money(1e9),
    prepaymentsAndAccruedIncome: money(1e9),
    accrualsAndDeferredIncome: money(1e9),
  })
  .map((o): OpeningBalances => {
    const net = sub(
      sum([o.fixedAssets, o.stocks, o.debtors, o.cash, o.otherCurrentAssets, o.prepaymentsAndAccruedIncome]),
      sum([o.creditorsWithinOneYear, o.creditorsAfterOneYear, o.provisions, o.accrualsAndDeferredIncome]),
    );
    return { ...o, profitLossAccount: sub(net, o.calledUpShareCapital) };
  });

const settings = fc.record({
  equipmentLifeYears: fc.integer({ min: 1, max: 10 }),
  openingFixedAssetsRemainingMonths: fc.option(fc.integer({ min: 1, max: 120 })),
  associatedCompanies: fc.integer({ min: 0, max: 5 }),
  exemptDistributions: money(1e8).map((p) => pence(Math.abs(p))),
});

describe("accounts invariants (property)", () => {
  it("always balances and the profit and loss always adds up, to the penny", () => {
    fc.assert(
      fc.property(
        fc.array(transaction, { maxLength: 60 }),
        balancedOpening,
        settings,
        fc.option(money(1e9)),
        (transactions, openingBalances, s, stated) => {
          const a = buildAccounts({ transactions, period, openingBalances, settings: s, statedBankBalance: stated });
          const { profitAndLoss: pl, balanceSheet: bs } = a;
          const m = pl.micro;
          expect(balanceSheetDifference(bs)).toBe(0);
          expect(bs.netAssets).toBe(bs.equity.total);
          expect(bs.equity.openingBalancesDifference).toBe(0);
          expect(bs.assets.total - bs.liabilities.total).toBe(bs.netAssets);
          expect(pl.netProfit).toBe(pl.income.total - pl.expenses.total);
          expect(m.profitBeforeTax).toBe(
            m.turnover +
              m.otherIncome -
              m.costOfRawMaterialsAndConsumables -
              m.staffCosts -
              m.depreciationAndOtherAmountsWrittenOff -
              m.otherCharges,
          );
          expect(m.profitAfterTax).toBe(m.profitBeforeTax - m.tax);
          expect(sum(a.monthly.map((p) => p.income))).toBe(pl.income.total);
          expect(sum(a.monthly.map((p) => p.expenses))).toBe(pl.expenses.total);
          const cash = a.monthly.at(-1)?.cashBalance as Pence;
          expect(cash - Math.min(cash, 0)).toBe(bs.assets.cash);
          expect(pl.tax).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("still balances when the opening balances do not, through the opening difference line", () => {
    fc.assert(
      fc.property(fc.array(transaction, { maxLength: 20 }), balancedOpening, money(1e6), (transactions, o, skew) => {
        const openingBalances = { ...o, profitLossAccount: sub(o.profitLossAccount, skew) };
        const bs = buildAccounts({ transactions, period, openingBalances }).balanceSheet;
        expect(balanceSheetDifference(bs)).toBe(0);
        expect(bs.equity.openingBalancesDifference).toBe(skew);
      }),
      { numRuns: 100 },
    );
  });
});
