import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CATEGORIES, CATEGORY_IDS, type CategoryId } from "../categories";
import { addDays } from "../dates";
import { type Pence, pence, sub, sum } from "../money";
import { VAT_RATES, type VatRate, type VatRegistration } from "../vat";
import type { Adjustment } from "./adjustments";
import {
  balanceSheetDifference,
  balanceSheetFromOpening,
  buildAccounts,
  nextPeriodOpening,
  type OpeningItem,
  type OpeningItems,
  yearFiguresFromAccounts,
} from "./index";
import { openingNetAssets } from "./opening-balances";
import type { AccountsTransaction, OpeningBalances } from "./types";
import { vatLiabilityFromFigures } from "./vat-summary";

const money = (max: number) => fc.integer({ min: -max, max }).map(pence);
const positive = (max: number) => fc.integer({ min: 1, max }).map(pence);
const period = { start: "2024-04-01", end: "2025-03-31" };
const date = (from: number, to: number) => fc.integer({ min: from, max: to }).map((d) => addDays(period.start, d));
const idsOf = (kind: "income" | "expense") => CATEGORIES.filter((c) => c.kind === kind).map((c) => c.id);
const vatRate = fc.constantFrom<VatRate | null>(...VAT_RATES, null);

const transaction = fc.record({
  id: fc.uuid(),
  date: date(-40, 405 + 300),
  amount: money(5_000_000_00),
  categoryId: fc.oneof(fc.constantFrom<CategoryId | null>(...CATEGORY_IDS), fc.constant(null)),
  stage: fc.constantFrom(null, "user", "rule", "model", "default"),
  confidence: fc.option(fc.double({ min: 0, max: 1, noNaN: true })),
  vatRate: fc.option(vatRate, { nil: undefined }),
}) as fc.Arbitrary<AccountsTransaction>;

/** Not registered, or standard or flat rate from a date before, within or after the period (or none). */
const vatSettings: fc.Arbitrary<VatRegistration | null> = fc.oneof(
  fc.constant(null),
  fc.record({
    registered: fc.boolean(),
    scheme: fc.constantFrom("standard" as const, "flat-rate" as const),
    flatRatePercent: fc.constantFrom(4, 7.5, 12.25, 14.5, 16.5),
    registeredFrom: fc.option(date(-500, 400)),
  }),
);

/** Valid adjustments for the registration: VAT rates only on debtors and creditors of a registered company. */
const adjustments = (registered: boolean) =>
  fc.array(
    fc
      .record({
        id: fc.uuid(),
        kind: fc.constantFrom(
          "closing-stock" as const,
          "debtor" as const,
          "creditor" as const,
          "prepayment" as const,
          "accrual" as const,
        ),
        income: fc.constantFrom(...idsOf("income")),
        expense: fc.constantFrom(...idsOf("expense")),
        amount: positive(1e9),
        vatRate,
      })
      .map(
        (a): Adjustment => ({
          id: a.id,
          kind: a.kind,
          categoryId: a.kind === "closing-stock" ? null : a.kind === "debtor" ? a.income : a.expense,
          description: a.kind,
          amount: a.amount,
          vatRate: registered && (a.kind === "debtor" || a.kind === "creditor") ? a.vatRate : null,
        }),
      ),
    { maxLength: 8 },
  );

const openingItem = fc
  .record({
    id: fc.uuid(),
    kind: fc.constantFrom("debtor" as const, "creditor" as const, "prepayment" as const, "accrual" as const),
    income: fc.constantFrom(...idsOf("income")),
    expense: fc.constantFrom(...idsOf("expense")),
    net: positive(1e8),
    vat: positive(1e7),
    vatRate,
  })
  .map((i): OpeningItem => {
    const withVat = i.kind === "debtor" || i.kind === "creditor";
    const vat = withVat && i.vatRate ? i.vat : pence(0);
    return {
      id: i.id,
      kind: i.kind,
      categoryId: i.kind === "debtor" ? i.income : i.expense,
      description: i.kind,
      net: i.net,
      vat,
      gross: pence(i.net + vat),
      vatRate: withVat ? i.vatRate : null,
    };
  });

const openingItems: fc.Arbitrary<OpeningItems> = fc.record({
  items: fc.array(openingItem, { maxLength: 6 }),
  fixedAssets: fc.array(
    fc.record({
      id: fc.uuid(),
      date: date(-1_500, -1),
      cost: positive(1e8),
      lifeMonths: fc.integer({ min: 1, max: 120 }),
      depreciationToDate: fc.integer({ min: 0, max: 1e6 }).map(pence),
    }),
    { maxLength: 4 },
  ),
  s455: fc.option(fc.record({ loanCharged: positive(1e8), tax: positive(1e7), repaidAfterPeriodEnd: positive(1e8) }), {
    nil: null,
  }),
});

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
    calledUpShareCapitalNotPaid: money(1e9),
    directorsLoan: money(1e9),
    corporationTax: money(1e9),
    vat: money(1e9),
    loans: money(1e9),
    payeNic: money(1e9),
    prepaymentsAndAccruedIncome: money(1e9),
    accrualsAndDeferredIncome: money(1e9),
  })
  .map(
    (o): OpeningBalances => ({
      ...o,
      profitLossAccount: sub(openingNetAssets({ ...o, profitLossAccount: pence(0) }), o.calledUpShareCapital),
    }),
  );

const settings = fc.record({
  equipmentLifeYears: fc.integer({ min: 1, max: 10 }),
  openingFixedAssetsRemainingMonths: fc.option(fc.integer({ min: 1, max: 120 })),
  associatedCompanies: fc.integer({ min: 0, max: 5 }),
  exemptDistributions: money(1e8).map((p) => pence(Math.abs(p))),
});

/** A whole input: the registration decides which adjustments are valid. */
const input = vatSettings.chain((vat) =>
  fc.record({
    vat: fc.constant(vat),
    transactions: fc.array(transaction, { maxLength: 60 }),
    openingBalances: balancedOpening,
    openingItems,
    adjustments: adjustments(vat?.registered === true),
    settings,
    statedBankBalance: fc.option(money(1e9)),
  }),
);

describe("accounts invariants (property)", () => {
  it("always balance, and the profit and loss, VAT and months always add up, to the penny", () => {
    fc.assert(
      fc.property(input, (generated) => {
        const a = buildAccounts({ ...generated, period });
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
        for (const c of a.categoryBreakdown) {
          expect(c.amount).toBe(c.bankLines - c.vat + c.yearEndAdjustments + c.openingItems + c.stockChange);
        }
        expect(a.vat.liability).toBe(vatLiabilityFromFigures(a.vat));
        // The VAT account shows as this period's VAT and, apart, what is left of the VAT owed at the start.
        const vatLine = (lines: readonly { key: string; amount: Pence }[]) =>
          sum(lines.filter((l) => l.key === "vat" || l.key === "vat-earlier").map((l) => l.amount));
        expect(vatLine(bs.micro.creditorsWithinOneYear.lines) - vatLine(bs.micro.currentAssets.debtors.lines)).toBe(
          a.vat.liability,
        );
        const cash = a.monthly.at(-1)?.cashBalance as Pence;
        expect(cash - Math.min(cash, 0)).toBe(bs.assets.cash);
        expect(pl.tax).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  });

  it("hands the next period an opening position equal to the closing balance sheet, which balances again", () => {
    fc.assert(
      fc.property(input, fc.array(transaction, { maxLength: 20 }), (generated, laterLines) => {
        const a = buildAccounts({ ...generated, period });
        const next = nextPeriodOpening(a);
        expect(openingNetAssets(next.openingBalances)).toBe(a.balanceSheet.netAssets);
        expect(balanceSheetFromOpening(next.openingBalances)).toEqual(yearFiguresFromAccounts(a, null).balanceSheet);
        const shift = (t: AccountsTransaction) => ({ ...t, date: addDays(t.date, 365) });
        const b = buildAccounts({
          period: { start: next.startDate, end: "2026-03-31" },
          transactions: laterLines.map(shift),
          openingBalances: next.openingBalances,
          openingItems: next.openingItems,
          vat: generated.vat,
        });
        expect(balanceSheetDifference(b.balanceSheet)).toBe(0);
        expect(b.balanceSheet.equity.openingBalancesDifference).toBe(0);
      }),
      { numRuns: 150 },
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
