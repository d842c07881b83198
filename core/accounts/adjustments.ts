import { type CategoryId, categoryName, getCategory } from "../categories";
import { type IsoDate, isIsoDate, type Period } from "../dates";
import { type Pence, sum } from "../money";
import { isVatRate, type VatRate } from "../vat";

/**
 * A year-end adjustment: what the bank lines do not show but the accruals basis needs (FRS 105 Section 2).
 * - `closing-stock`: stock on hand at the period end, at the lower of cost and estimated selling price less costs
 *   to complete and sell (FRS 105 Section 9); it replaces the opening stock.
 * - `debtor`: a sale invoiced in the period and unpaid at its end (an income category).
 * - `creditor`: a bill of the period unpaid at its end (an expense category).
 * - `prepayment`: the part of an expense paid in the period that belongs to the next (an expense category).
 * - `accrual`: an expense of the period not yet billed (an expense category).
 * - `directors-loan-write-off`: the company releases or writes off (part of) the overdrawn director's loan on a
 *   date in the period. For the company it is a distribution, not a deductible expense (CTA 2010 s1000(1)B and
 *   s1064; HMRC CTM61600 ff.), so it reduces retained earnings like a dividend and never the profit; for the
 *   director it is income (ITTOIA 2005 s415), and it relieves the s455 charge (CTA 2010 s458).
 */
export const ADJUSTMENT_KINDS = [
  "closing-stock",
  "debtor",
  "creditor",
  "prepayment",
  "accrual",
  "directors-loan-write-off",
] as const;

export type AdjustmentKind = (typeof ADJUSTMENT_KINDS)[number];

export interface Adjustment {
  id: string;
  kind: AdjustmentKind;
  categoryId: CategoryId | null;
  description: string;
  /** VAT-inclusive where a VAT rate applies (debtors and creditors); always positive (closing stock may be 0). */
  amount: Pence;
  /** Debtors and creditors only; null means no VAT (never the category's default, uk-accounting-rules §9). */
  vatRate: VatRate | null;
  /** When it happened: a director's loan write-off only (the others are dated the period end). */
  date?: IsoDate | null;
}

/** The total amount of one kind of adjustment. */
export function adjustedTotal(adjustments: readonly Adjustment[], kind: AdjustmentKind): Pence {
  return sum(adjustments.filter((a) => a.kind === kind).map((a) => a.amount));
}

/** The kinds that carry a VAT rate: stock, prepayments and accruals never do (§9). */
export const KINDS_WITH_VAT: ReadonlySet<AdjustmentKind> = new Set(["debtor", "creditor"]);

const CATEGORY_KIND: Record<AdjustmentKind, "income" | "expense" | null> = {
  "closing-stock": null,
  debtor: "income",
  creditor: "expense",
  prepayment: "expense",
  accrual: "expense",
  "directors-loan-write-off": null,
};

/** Which categories an adjustment of this kind takes: income for a debtor, expense for the rest, none for stock. */
export function categoryKindOf(kind: AdjustmentKind): "income" | "expense" | null {
  return CATEGORY_KIND[kind];
}

/** Whether an adjustment of this kind carries a VAT rate: a debtor or creditor of a VAT-registered company (§9). */
export function carriesVatRate(kind: AdjustmentKind, vatRegistered: boolean): boolean {
  return vatRegistered && KINDS_WITH_VAT.has(kind);
}

const KIND_NAMES: Record<AdjustmentKind, string> = {
  "closing-stock": "Closing stock",
  debtor: "A debtor",
  creditor: "A creditor",
  prepayment: "A prepayment",
  accrual: "An accrual",
  "directors-loan-write-off": "A director's loan written off",
};

export function isAdjustmentKind(value: unknown): value is AdjustmentKind {
  return typeof value === "string" && (ADJUSTMENT_KINDS as readonly string[]).includes(value);
}

/** What a person sends for an adjustment, before it is known to be one (the validator reads anything). */
export interface AdjustmentDraft {
  kind: unknown;
  categoryId: unknown;
  amount: unknown;
  vatRate: unknown;
  date?: unknown;
}

function categoryError(kind: AdjustmentKind, categoryId: unknown): string | null {
  const wanted = CATEGORY_KIND[kind];
  if (wanted === null) {
    if (categoryId == null) return null;
    return kind === "closing-stock"
      ? "Closing stock has no category: it always adjusts cost of sales."
      : `${KIND_NAMES[kind]} has no category: it is a distribution, not an expense.`;
  }
  if (categoryId == null || categoryId === "") return `${KIND_NAMES[kind]} needs an ${wanted} category.`;
  const category = typeof categoryId === "string" ? getCategory(categoryId) : undefined;
  if (!category) return `Unknown category "${String(categoryId)}".`;
  if (category.kind !== wanted) {
    return `${KIND_NAMES[kind]} needs an ${wanted} category; ${categoryName(category.id)} is not one.`;
  }
  return null;
}

function amountError(kind: AdjustmentKind, amount: unknown): string | null {
  if (typeof amount !== "number" || !Number.isSafeInteger(amount)) return "The amount must be a sum of money.";
  if (kind === "closing-stock") return amount < 0 ? "Closing stock cannot be negative." : null;
  return amount <= 0 ? `${KIND_NAMES[kind]} must be an amount greater than nil.` : null;
}

function vatRateError(kind: AdjustmentKind, vatRate: unknown, vatRegistered: boolean): string | null {
  if (vatRate == null) return null;
  if (!isVatRate(vatRate)) return `Unknown VAT rate "${String(vatRate)}".`;
  if (!vatRegistered) return "The company is not VAT-registered, so an adjustment cannot carry a VAT rate.";
  if (!KINDS_WITH_VAT.has(kind)) return `${KIND_NAMES[kind]} carries no VAT: leave its VAT rate empty.`;
  return null;
}

/** A write-off needs its date within the period (it decides which s455 charge it relieves); the others take none. */
function dateError(kind: AdjustmentKind, date: unknown, period: Period | undefined): string | null {
  if (kind !== "directors-loan-write-off") {
    return date == null ? null : `${KIND_NAMES[kind]} takes no date: it is dated the period end.`;
  }
  if (date == null || date === "")
    return "A director's loan written off needs the date it was written off (YYYY-MM-DD).";
  if (typeof date !== "string" || !isIsoDate(date)) return "The date must be a real date, written YYYY-MM-DD.";
  if (period && (date < period.start || date > period.end)) {
    return `The date ${date} is outside the period ${period.start} to ${period.end}: a write-off belongs to the period it happened in.`;
  }
  return null;
}

/**
 * Why an adjustment cannot be accepted, in words a person can act on; null when it can. Pure: the server calls it
 * before saving, and `buildAccounts` refuses adjustments it rejects.
 */
export function validateAdjustment(
  adjustment: AdjustmentDraft,
  context: { vatRegistered: boolean; period?: Period },
): string | null {
  const { kind } = adjustment;
  if (!isAdjustmentKind(kind)) {
    return (
      `Unknown kind "${String(kind)}": use closing-stock, debtor, creditor, prepayment, accrual or ` +
      "directors-loan-write-off."
    );
  }
  return (
    amountError(kind, adjustment.amount) ??
    dateError(kind, adjustment.date, context.period) ??
    categoryError(kind, adjustment.categoryId) ??
    vatRateError(kind, adjustment.vatRate, context.vatRegistered)
  );
}

/** Lines D and J are shown as separate items, never also within debtors and creditors (§9): the notes say so. */
export const PREPAYMENTS_AND_ACCRUALS_NOTE =
  "Prepayments and accrued income are shown as item D, and accruals and deferred income as item J, of the " +
  "micro-entity balance sheet format (SI 2008/409 Sch 1 Section C); they are not included within debtors or " +
  "creditors.";
