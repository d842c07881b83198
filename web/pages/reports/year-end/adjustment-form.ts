import { carriesVatRate, categoryKindOf } from "../../../../core/accounts";
import type { AdjustmentBody, AdjustmentDto } from "../../../../core/contracts";
import { formatGBP, fromPoundsNumber, sum, ZERO } from "../../../../core/money";

/** The kinds of year-end adjustment (core/accounts ADJUSTMENT_KINDS), as the form names them. */
export const KIND_LABELS = {
  "closing-stock": "Closing stock",
  debtor: "Debtor (a sale unpaid at the year end)",
  creditor: "Creditor (a bill unpaid at the year end)",
  prepayment: "Prepayment (paid now, belongs to next year)",
  accrual: "Accrual (a cost of this year not yet billed)",
  "directors-loan-write-off": "Director's loan written off",
} as const;
export type AdjustmentKind = keyof typeof KIND_LABELS;
export const KINDS = Object.keys(KIND_LABELS) as AdjustmentKind[];

export interface AdjustmentFormValues {
  kind: AdjustmentKind;
  categoryId: string;
  description: string;
  amount: string;
  /** "" for no VAT. */
  vatRate: string;
  /** YYYY-MM-DD: a director's loan write-off only. */
  date: string;
}

export const EMPTY_FORM: AdjustmentFormValues = {
  kind: "accrual",
  categoryId: "",
  description: "",
  amount: "",
  vatRate: "",
  date: "",
};

export function formFromAdjustment(a: AdjustmentDto): AdjustmentFormValues {
  return {
    kind: (KINDS as string[]).includes(a.kind) ? (a.kind as AdjustmentKind) : "accrual",
    categoryId: a.categoryId ?? "",
    description: a.description,
    amount: a.amount,
    vatRate: a.vatRate ?? "",
    date: a.date ?? "",
  };
}

/** Only a director's loan write-off is dated (the others are dated the period end). */
export function kindTakesDate(kind: AdjustmentKind): boolean {
  return kind === "directors-loan-write-off";
}

/**
 * The body to send. The amount is sent as typed, less a pound sign, spaces and thousands commas ("£1,200.50" →
 * "1200.50"); the server checks everything else and its message is shown as it says it. A category or VAT rate the
 * kind does not take is not sent, so a kind changed in the form does not carry the old one along.
 */
export function bodyFromForm(v: AdjustmentFormValues, vatRegistered: boolean): AdjustmentBody {
  return {
    kind: v.kind,
    categoryId: categoryKindOf(v.kind) && v.categoryId ? v.categoryId : null,
    description: v.description.trim(),
    amount: v.amount.replace(/[£,\s]/g, ""),
    vatRate: carriesVatRate(v.kind, vatRegistered) && v.vatRate ? v.vatRate : null,
    date: kindTakesDate(v.kind) && v.date ? v.date : null,
  };
}

/** The effects' total on profit, added in pence (never in binary floating point), "+£10.00" / "-£10.00". */
export function effectOnProfitText(amounts: readonly number[]): string {
  const total = sum(amounts.map((a) => fromPoundsNumber(a) ?? ZERO));
  return formatGBP(total, { signed: true });
}
