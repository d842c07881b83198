import type { CategoryId } from "../categories";
import type { IsoDate } from "../dates";
import { add, type Pence, sum, ZERO } from "../money";
import { type VatRate, vatOfGross } from "../vat";
import { KINDS_WITH_VAT, validateAdjustment } from "./adjustments";

/** A debtor, creditor, prepayment or accrual brought forward: last year's adjustment, or one typed by hand. */
export interface OpeningItem {
  id: string;
  kind: "debtor" | "creditor" | "prepayment" | "accrual";
  categoryId: CategoryId;
  description: string;
  /** The part of `gross` that was income or expense. */
  net: Pence;
  /** The part of `gross` that was output VAT (a debtor) or input VAT (a creditor); 0 for the others. */
  vat: Pence;
  /** The amount owed: net + vat. */
  gross: Pence;
  vatRate: VatRate | null;
}

/**
 * One fixed asset carried forward with what its depreciation needs to continue exactly: the cost, the month it
 * came into use, its useful life, and the depreciation already charged. Each period charges the straight-line
 * total to its end less what was charged before, so the pennies of rounding never pile up.
 */
export interface RegisteredAsset {
  id: string;
  /** The date of purchase (depreciation counts its month in full). */
  date: IsoDate;
  cost: Pence;
  lifeMonths: number;
  depreciationToDate: Pence;
}

/**
 * s455 tax brought forward: owed to HMRC (within `creditorsWithinOneYear`) and, equally, recoverable once the loan
 * is repaid (within `debtors`), §9. Both join the corporation tax account this period, where they cancel: paying
 * the tax (a `corporation-tax` line) leaves it recoverable until HMRC repays it.
 */
export interface OpeningS455 {
  /** The overdrawn loan on which the tax was charged. */
  loanCharged: Pence;
  tax: Pence;
  /** Repayments after last period's end that relieved its charge (s458): they are this period's receipts. */
  repaidAfterPeriodEnd: Pence;
}

/**
 * The itemised parts of the opening balances. Each item is a part of an `OpeningBalances` figure (debtors and s455
 * recoverable within `debtors`; creditors and s455 tax within `creditorsWithinOneYear`; prepayments within
 * `prepaymentsAndAccruedIncome`; accruals within `accrualsAndDeferredIncome`; the register within `fixedAssets`);
 * what is not itemised is carried forward unchanged. Stock, VAT, corporation tax, the director's loan and loans are
 * single figures already named in `OpeningBalances`.
 */
export interface OpeningItems {
  items: readonly OpeningItem[];
  fixedAssets: readonly RegisteredAsset[];
  s455: OpeningS455 | null;
  /**
   * Trading losses the closed period carried forward (CTA 2010 Part 4), whole pounds; missing or null when the
   * opening position was typed (the company's own `tradingLossesBroughtForward` fields then apply).
   */
  tradingLosses?: CarriedLosses | null;
}

/** Losses handed on by a closed period: those of periods ending on or after 1 April 2017, and earlier ones. */
export interface CarriedLosses {
  sinceApril2017: Pence;
  before2017: Pence;
}

export const NO_OPENING_ITEMS: OpeningItems = { items: [], fixedAssets: [], s455: null };

/**
 * An item typed by hand from its VAT-inclusive amount: a debtor's or creditor's VAT worked out as the accounts work
 * it out (`vatOfGross`), so the line that settles it next year cancels it exactly.
 */
export function openingItemFromGross(item: Omit<OpeningItem, "net" | "vat">): OpeningItem {
  const vat =
    item.vatRate && (item.kind === "debtor" || item.kind === "creditor") ? vatOfGross(item.gross, item.vatRate) : ZERO;
  return { ...item, net: (item.gross - vat) as Pence, vat };
}

/**
 * Why an opening item cannot be used, in words; null when it can. The adjustment rules apply (a debtor's category is
 * income, the others' expense; only debtors and creditors carry VAT), whatever the company's VAT registration now:
 * VAT brought forward is a fact of last year. The parts must add up.
 */
export function validateOpeningItem(item: OpeningItem): string | null {
  const draft = { kind: item.kind, categoryId: item.categoryId, amount: item.gross, vatRate: item.vatRate };
  const rule = validateAdjustment(draft, { vatRegistered: true });
  if (rule) return rule;
  if (item.vat !== 0 && !KINDS_WITH_VAT.has(item.kind)) return "A prepayment or an accrual carries no VAT.";
  if (add(item.net, item.vat) !== item.gross) return "The net amount and the VAT must add up to the gross amount.";
  return null;
}

export function validateRegisteredAsset(asset: RegisteredAsset): string | null {
  if (!Number.isInteger(asset.lifeMonths) || asset.lifeMonths < 1) return "A useful life must be whole months ≥ 1.";
  return null;
}

const grossOf = (items: readonly OpeningItem[], kind: OpeningItem["kind"]): Pence =>
  sum(items.filter((i) => i.kind === kind).map((i) => i.gross));

/** The totals of each kind of item, to take out of the opening figures they are parts of. */
export function openingItemTotals(o: OpeningItems) {
  return {
    debtors: grossOf(o.items, "debtor"),
    creditors: grossOf(o.items, "creditor"),
    prepayments: grossOf(o.items, "prepayment"),
    accruals: grossOf(o.items, "accrual"),
    s455: o.s455?.tax ?? ZERO,
  };
}
