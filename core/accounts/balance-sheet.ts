import type { Period } from "../dates";
import { add, neg, type Pence, sub, sum, ZERO } from "../money";
import { adjustedTotal } from "./adjustments";
import {
  type AccountsContext,
  openingAssetLines,
  placeAccounts,
  type SignedAccount,
  signedAccounts,
  total,
} from "./balance-sheet-lines";
import type { BalanceSheet, CashCheck, MicroBalanceSheet } from "./balance-sheet-types";
import { type BankAccountInput, bankAccountCash, cashPlacement } from "./bank-account-cash";
import type { DepreciationSchedule } from "./depreciation";
import { balanceSheetExplanations } from "./explanations";
import { bankTotal, targetTotal } from "./ledger";
import { openingDifference } from "./opening-balances";
import { openingItemTotals } from "./opening-items";
import { unpaidShareCapital } from "./unpaid-share-capital";

export interface BalanceSheetContext extends AccountsContext {
  period: Period;
  depreciation: DepreciationSchedule;
  /** Additions at cost (purchases only) and the carrying amount of what was disposed of (core/accounts/disposals). */
  fixedAssetMovements: { additions: Pence; disposals: Pence };
  profitAfterTax: Pence;
  statedBankBalance: Pence | null;
  /** The company's bank accounts (see `bankAccountCash`). */
  bankAccounts: readonly BankAccountInput[];
  /** Shares issued in the period and not paid for when issued (AccountsSettings.sharesIssuedNotPaid). */
  sharesIssuedNotPaid?: Pence;
  /** Sentences from rules outside the balance sheet (s455, dividends) to add to its explanations. */
  notes: readonly string[];
}

/** Share capital and item A from the opening figures, the unpaid issue and the bank lines categorised share capital. */
export function shareCapitalOf(ctx: Pick<BalanceSheetContext, "ledger" | "opening" | "sharesIssuedNotPaid">) {
  return unpaidShareCapital({
    openingNotPaid: ctx.opening.calledUpShareCapitalNotPaid,
    issuedNotPaid: ctx.sharesIssuedNotPaid ?? ZERO,
    receipts: targetTotal(ctx.ledger, "share-capital"),
  });
}

/**
 * Lines D and J (never also within debtors or creditors, §9): what was brought forward and not itemised, plus this
 * period's prepayments or accruals; itemised ones brought forward have reversed into their categories.
 */
function prepaymentsAndAccruals(ctx: BalanceSheetContext): { prepayments: Pence; accruals: Pence } {
  const o = ctx.opening;
  const items = openingItemTotals(ctx.openingItems);
  return {
    prepayments: add(
      sub(o.prepaymentsAndAccruedIncome, items.prepayments),
      adjustedTotal(ctx.adjustments, "prepayment"),
    ),
    accruals: add(sub(o.accrualsAndDeferredIncome, items.accruals), adjustedTotal(ctx.adjustments, "accrual")),
  };
}

/** Cash at the period end: opening cash plus every transaction of the period, whatever its category. */
export function closingCash(ctx: Pick<BalanceSheetContext, "ledger" | "opening">): Pence {
  return add(ctx.opening.cash, bankTotal(ctx.ledger.transactions));
}

function capitalAndReserves(ctx: BalanceSheetContext): MicroBalanceSheet["capitalAndReserves"] {
  const o = ctx.opening;
  const { issued } = shareCapitalOf(ctx);
  const dividends = neg(targetTotal(ctx.ledger, "dividends"));
  // A director's loan written off is a distribution out of the reserve, like a dividend (CTA 2010 s1064).
  const loansWrittenOff = adjustedTotal(ctx.adjustments, "directors-loan-write-off");
  const reserve = sub(sub(add(o.profitLossAccount, ctx.profitAfterTax), dividends), loansWrittenOff);
  const shareCapital = add(o.calledUpShareCapital, issued);
  const difference = openingDifference(o);
  return {
    calledUpShareCapital: { opening: o.calledUpShareCapital, issued, total: shareCapital },
    profitAndLossAccount: {
      opening: o.profitLossAccount,
      profitAfterTax: ctx.profitAfterTax,
      dividends,
      loansWrittenOff,
      total: reserve,
    },
    openingBalancesDifference: difference,
    total: sum([shareCapital, reserve, difference]),
  };
}

function microBalanceSheet(ctx: BalanceSheetContext, cashAtBank: Pence, accounts: SignedAccount[]): MicroBalanceSheet {
  const o = ctx.opening;
  const placed = placeAccounts(accounts, openingAssetLines(o, ctx.openingItems));
  // Disposals leave at their carrying amount (FRS 105 s17.28), the gain or loss in profit: never netted with additions.
  const { additions, disposals } = ctx.fixedAssetMovements;
  const fixedTotal = sub(sub(add(o.fixedAssets, additions), disposals), ctx.depreciation.total);
  const debtors = { lines: placed.debtors, total: total(placed.debtors) };
  const other = { lines: placed.other, total: total(placed.other) };
  const creditors = { lines: placed.creditors, total: total(placed.creditors) };
  const stocks = ctx.postings.closingStock ?? o.stocks;
  const currentAssets = sum([stocks, debtors.total, cashAtBank, other.total]);
  // A: shares issued and not yet paid for; a receipt categorised share capital pays them off first.
  const notPaid = shareCapitalOf(ctx).notPaidAtEnd;
  const { prepayments, accruals } = prepaymentsAndAccruals(ctx);
  const netCurrentAssets = sub(add(currentAssets, prepayments), creditors.total); // F = C + D − E
  const totalAssetsLessCurrentLiabilities = sum([notPaid, fixedTotal, netCurrentAssets]); // G = A + B + F
  return {
    calledUpShareCapitalNotPaid: notPaid,
    fixedAssets: {
      opening: o.fixedAssets,
      additions,
      ...(disposals !== 0 ? { disposals } : {}),
      depreciation: ctx.depreciation.total,
      total: fixedTotal,
    },
    currentAssets: { stocks, debtors, cashAtBank, other, total: currentAssets },
    prepaymentsAndAccruedIncome: prepayments,
    creditorsWithinOneYear: creditors,
    netCurrentAssets,
    totalAssetsLessCurrentLiabilities,
    creditorsAfterOneYear: o.creditorsAfterOneYear,
    provisions: o.provisions,
    accrualsAndDeferredIncome: accruals,
    netAssets: sub(sub(sub(totalAssetsLessCurrentLiabilities, o.creditorsAfterOneYear), o.provisions), accruals),
    capitalAndReserves: capitalAndReserves(ctx),
    balanceSheetTotal: sum([notPaid, fixedTotal, currentAssets, prepayments]),
  };
}

/**
 * The balance sheet at the period end, double entry by construction: each bank transaction moves cash and exactly
 * one other place (profit through the reserve, or a balance-sheet account), depreciation moves fixed assets and
 * profit, the tax charge moves the tax creditor and profit. Net assets therefore always equal capital and reserves;
 * suspense lines and an opening difference line show, rather than hide, what is not yet explained.
 */
export function buildBalanceSheet(ctx: BalanceSheetContext): BalanceSheet {
  const cash = closingCash(ctx);
  const bankAccounts = bankAccountCash(ctx.ledger.transactions, ctx.opening.cash, ctx.bankAccounts);
  const { cashAtBank, overdraft } = cashPlacement(bankAccounts, cash);
  const accounts = signedAccounts(ctx, overdraft);
  const micro = microBalanceSheet(ctx, cashAtBank, accounts);
  const directorsLoan = accounts.find((a) => a.key === "directors-loan")?.credit ?? ZERO;
  const cashCheck: CashCheck | null =
    ctx.statedBankBalance === null
      ? null
      : { computed: cash, stated: ctx.statedBankBalance, difference: sub(ctx.statedBankBalance, cash) };
  const liabilities = sum([
    micro.creditorsWithinOneYear.total,
    micro.creditorsAfterOneYear,
    micro.provisions,
    micro.accrualsAndDeferredIncome,
  ]);
  const k = micro.capitalAndReserves;
  return {
    period: { endDate: ctx.period.end },
    assets: { cash: micro.currentAssets.cashAtBank, total: micro.balanceSheetTotal },
    liabilities: { directorsLoan: directorsLoan > 0 ? directorsLoan : ZERO, total: liabilities },
    netAssets: micro.netAssets,
    equity: {
      calledUpShareCapital: k.calledUpShareCapital.total,
      retainedEarnings: k.profitAndLossAccount.total,
      openingBalancesDifference: k.openingBalancesDifference,
      total: k.total,
    },
    micro,
    cashCheck,
    bankAccounts,
    explanations: [...balanceSheetExplanations(ctx, accounts, cashCheck, bankAccounts), ...ctx.notes],
  };
}
