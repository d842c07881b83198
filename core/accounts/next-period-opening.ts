import { addDays, type IsoDate } from "../dates";
import { add, type Pence, sub, ZERO } from "../money";
import type { BalanceSheetLineKey, MicroBalanceSheet } from "./balance-sheet-types";
import type { Accounts } from "./build-accounts";
import type { DepreciationSchedule } from "./depreciation";
import type { CarriedLosses, OpeningItem, OpeningItems, RegisteredAsset } from "./opening-items";
import type { OpeningBalances } from "./types";

/** What a closed period hands the next: its closing balance sheet, and the items it is made of. */
export interface NextPeriodOpening {
  /** The day after the closed period's end. */
  startDate: IsoDate;
  openingBalances: OpeningBalances;
  openingItems: OpeningItems;
}

/** A balance-sheet account as one signed figure, credit positive: its creditor line less its debtor line. */
function signed(m: MicroBalanceSheet, key: BalanceSheetLineKey): Pence {
  const amount = (lines: readonly { key: string; amount: Pence }[]) => lines.find((l) => l.key === key)?.amount ?? ZERO;
  return sub(amount(m.creditorsWithinOneYear.lines), amount(m.currentAssets.debtors.lines));
}

/**
 * The asset register at the period end: this period's equipment and the register brought forward, each with the
 * depreciation charged to date; opening fixed assets depreciated over a known remaining life join it as one asset
 * bought on the period start; those whose life is not known stay unregistered. Fully written-off assets leave it, and
 * so do those disposed of.
 */
function registerAtEnd(d: DepreciationSchedule, start: IsoDate): RegisteredAsset[] {
  const lifeMonths = d.lifeYears * 12;
  const register: RegisteredAsset[] = [
    ...d.broughtForward.map((a) => ({
      id: a.id,
      date: a.date,
      cost: a.cost,
      lifeMonths: a.lifeMonths,
      depreciationToDate: (a.depreciationBefore + a.charge) as Pence,
    })),
    ...d.assets.map((a) => ({
      id: a.transactionId,
      date: a.date,
      cost: a.cost,
      lifeMonths,
      depreciationToDate: a.charge,
    })),
  ];
  if (d.unregisteredRemainingMonths !== null && d.unregisteredOpening > 0) {
    register.push({
      id: `opening-fixed-assets-${start}`,
      date: start,
      cost: d.unregisteredOpening,
      lifeMonths: d.unregisteredRemainingMonths,
      depreciationToDate: d.onUnregisteredOpening,
    });
  }
  // Sold or scrapped assets have left the balance sheet (FRS 105 s17.28): nothing of them carries on.
  const disposed = new Set([
    ...d.broughtForward.filter((a) => a.disposedOn).map((a) => a.id),
    ...d.assets.filter((a) => a.disposedOn).map((a) => a.transactionId),
  ]);
  return register.filter((a) => a.cost !== a.depreciationToDate && !disposed.has(a.id));
}

/**
 * The losses the period's last accounting period carries forward, its own loss included (CTA 2010 s45A; box 780):
 * the next year's brought forward, so a closed year carries its own (uk-accounting-rules §10). A charge passed in
 * (no computation) carries nothing.
 */
function lossesAtEnd(accounts: Accounts): CarriedLosses | null {
  const last = accounts.corporationTax?.at(-1);
  if (!last) return null;
  return {
    sinceApril2017: last.losses.sinceApril2017.carriedForward,
    before2017: last.losses.before2017.carriedForward,
  };
}

/** This period's debtors, creditors, prepayments and accruals, to reverse in the next (a write-off never reverses). */
function itemsAtEnd(accounts: Accounts): OpeningItem[] {
  return accounts.yearEnd.effects.flatMap((e) =>
    e.source === "adjustment" &&
    e.kind !== "closing-stock" &&
    e.kind !== "opening-stock" &&
    e.kind !== "directors-loan-write-off" &&
    e.categoryId
      ? [
          {
            id: e.id,
            kind: e.kind,
            categoryId: e.categoryId,
            description: e.description,
            net: e.net,
            vat: e.vat,
            gross: e.gross,
            vatRate: e.vatRate,
          },
        ]
      : [],
  );
}

/**
 * Closing a period: the next period's opening position, to the penny. `openingBalances` are the closing balance
 * sheet's lines (debtors and creditors as shown, so an overdrawn director's loan or VAT recoverable is within
 * debtors and named by its own field); a bank overdraft is negative cash, since cash continues from the bank's
 * balance. `openingItems` itemise the debtors, creditors, prepayments, accruals, s455 tax and fixed assets so they
 * reverse, or continue depreciating, in the next period. An opening balances difference is not absorbed: the
 * reserve is carried without it, so the difference shows again until last year's figures are corrected.
 */
export function nextPeriodOpening(accounts: Accounts): NextPeriodOpening {
  const m = accounts.balanceSheet.micro;
  const overdraft = signed(m, "bank-overdraft");
  const s455 = accounts.s455;
  const loanCharged = s455 ? s455.chargeable + s455.chargedBefore : 0;
  const openingBalances: OpeningBalances = {
    fixedAssets: m.fixedAssets.total,
    stocks: m.currentAssets.stocks,
    debtors: m.currentAssets.debtors.total,
    cash: sub(m.currentAssets.cashAtBank, overdraft),
    otherCurrentAssets: m.currentAssets.other.total,
    creditorsWithinOneYear: sub(m.creditorsWithinOneYear.total, overdraft),
    creditorsAfterOneYear: m.creditorsAfterOneYear,
    provisions: m.provisions,
    calledUpShareCapital: m.capitalAndReserves.calledUpShareCapital.total,
    calledUpShareCapitalNotPaid: m.calledUpShareCapitalNotPaid,
    profitLossAccount: m.capitalAndReserves.profitAndLossAccount.total,
    directorsLoan: signed(m, "directors-loan"),
    corporationTax: add(signed(m, "corporation-tax"), signed(m, "corporation-tax-earlier")),
    vat: add(signed(m, "vat"), signed(m, "vat-earlier")),
    payeNic: signed(m, "paye-nic"),
    loans: signed(m, "loans"),
    prepaymentsAndAccruedIncome: m.prepaymentsAndAccruedIncome,
    accrualsAndDeferredIncome: m.accrualsAndDeferredIncome,
  };
  return {
    startDate: addDays(accounts.period.end, 1),
    openingBalances,
    openingItems: {
      items: itemsAtEnd(accounts),
      fixedAssets: registerAtEnd(accounts.depreciation, accounts.period.start),
      s455:
        s455 && (s455.tax !== 0 || loanCharged !== 0)
          ? { loanCharged: loanCharged as Pence, tax: s455.tax, repaidAfterPeriodEnd: s455.repaidWithinNineMonths }
          : null,
      tradingLosses: lossesAtEnd(accounts),
    },
  };
}
