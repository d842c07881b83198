import { z } from "zod";
import { isIsoDate } from "../dates";
import { isUuid } from "./common";
import { decimalPounds } from "./money-fields";

/**
 * POST /api/adjustments (and PATCH, any subset): a year-end adjustment of the current period. `kind`, the category
 * and the VAT rate are checked by core's validateAdjustment, whose messages say what to change; `amount` is pounds
 * as a decimal string, VAT-inclusive where a VAT rate applies.
 */
export const AdjustmentBody = z
  .object({
    kind: z.string().max(40),
    categoryId: z.string().max(100).nullable().default(null),
    description: z.string().trim().max(300).default(""),
    amount: decimalPounds,
    vatRate: z.string().max(40).nullable().default(null),
    /** A director's loan write-off only: when it was written off (YYYY-MM-DD, within the period). */
    date: z.string().max(40).nullable().default(null),
  })
  .strict();
export type AdjustmentBody = z.infer<typeof AdjustmentBody>;

export const AdjustmentPatchBody = z
  .object({
    kind: z.string().max(40),
    categoryId: z.string().max(100).nullable(),
    description: z.string().trim().max(300),
    amount: decimalPounds,
    vatRate: z.string().max(40).nullable(),
    date: z.string().max(40).nullable(),
  })
  .partial()
  .strict();
export type AdjustmentPatchBody = z.infer<typeof AdjustmentPatchBody>;

/** `?period=`: a period's id, or its start date (YYYY-MM-DD); missing: the current period. */
export const PeriodQuery = z.object({
  period: z
    .string()
    .max(100)
    .refine((s) => isIsoDate(s) || isUuid(s), {
      message: "must be a period's id or its start date (YYYY-MM-DD)",
    })
    .optional(),
});
export type PeriodQuery = z.infer<typeof PeriodQuery>;

/** An adjustment as stored: amount in pounds as a decimal string, as it was sent. */
export interface AdjustmentDto {
  id: string;
  kind: string;
  categoryId: string | null;
  /** The category's name, for display. */
  category: string | null;
  description: string;
  amount: string;
  vatRate: string | null;
  /** A director's loan write-off's date; null for the other kinds. */
  date: string | null;
  period: { startDate: string; endDate: string };
}

/** What one adjustment or opening item does, from core (`yearEnd.effects`); money in pounds (2 decimals). */
export interface YearEndEffectJson {
  source: "adjustment" | "opening-item" | "opening-stock";
  id: string;
  kind: string;
  categoryId: string | null;
  description: string;
  net: number;
  vat: number;
  gross: number;
  vatRate: string | null;
  /** Positive: profit before tax goes up. */
  effectOnProfit: number;
  lines: { line: string; amount: number }[];
  explanation: string;
}

/** GET /api/adjustments: the period's adjustments with their effects, and what reverses from last year. */
export interface AdjustmentsList {
  /** Null while the company has no period (no period set and no transactions to suggest one). */
  period: { id: string | null; startDate: string; endDate: string; status: "open" | "closed" } | null;
  /** Adjustments need the company's own period: false while the period shown is only suggested. */
  canAdd: boolean;
  adjustments: (AdjustmentDto & { effect: YearEndEffectJson | null })[];
  /** Last year's debtors, creditors, prepayments and accruals reversing this period, and the opening stock. */
  broughtForward: YearEndEffectJson[];
  /** Where prepayments and accruals are shown (lines D and J), for the notes. */
  note: string;
}
