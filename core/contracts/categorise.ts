import { z } from "zod";
import { isCategoryId } from "../categories";
import { fromDecimalString } from "../money";
import { storableNotes } from "./common";
import { vatRateField } from "./money-fields";

const categoryId = z.string().refine(isCategoryId, { message: "is not a category of the chart" });
const amount = z
  .union([z.string(), z.number()])
  .transform((v) => String(v))
  .refine((s) => fromDecimalString(s) !== null, { message: "must be an amount such as 25.00" });

/** With `transactionIds`, those rows (each checked to be the company's); without (`{}`), every uncategorised row. */
export const CategorizeBody = z.object({
  transactionIds: z.array(z.string().max(100)).max(200_000).optional(),
});

export interface CategorizeResponse {
  updated: number;
  stats: { ruleMatches: number; aiMatches: number; defaultMatches: number };
}

/** GET /api/transactions/needs-review?limit=N: how many rows to list (the count covers them all). */
export const NeedsReviewQuery = z.object({
  limit: z.coerce
    .number()
    .int({ message: "must be a whole number" })
    .min(1, { message: "must be at least 1" })
    .max(5000, { message: "must be at most 5000" })
    .default(500),
});

/** One row the categoriser doubts, with why; `amount` is a decimal string ("-12.50"), confidence 0..1 or null. */
export const NeedsReviewRow = z.object({
  id: z.string(),
  date: z.string(),
  description: z.string(),
  amount: z.string(),
  categoryId: z.string().nullable(),
  category: z.string().nullable(),
  confidence: z.number().nullable(),
  stage: z.string().nullable(),
  reason: z.string(),
});

export const NeedsReviewResponse = z.object({ total: z.number(), rows: z.array(NeedsReviewRow) });
export type NeedsReviewResponse = z.infer<typeof NeedsReviewResponse>;

export const PatchTransactionBody = z
  .object({
    categoryId: categoryId.nullable(),
    notes: z.string().max(2000).transform(storableNotes).nullable(),
    /** The line's VAT rate; null: its category's default. Only for a VAT-registered company. */
    vatRate: vatRateField.nullable(),
  })
  .partial()
  .refine((b) => b.categoryId !== undefined || b.notes !== undefined || b.vatRate !== undefined, {
    message: "Send categoryId, vatRate or notes.",
  });
export type PatchTransactionBody = z.infer<typeof PatchTransactionBody>;

/** POST /api/transactions/bulk-update: one category and/or VAT rate for many rows, all or nothing. */
export const BulkUpdateBody = z
  .object({
    ids: z.array(z.string().max(100)).min(1, { message: "Select at least one transaction" }).max(200_000),
    categoryId: categoryId.nullable().optional(),
    vatRate: vatRateField.nullable().optional(),
  })
  .refine((b) => b.categoryId !== undefined || b.vatRate !== undefined, { message: "Send categoryId or vatRate." });
export type BulkUpdateBody = z.infer<typeof BulkUpdateBody>;

export interface BulkUpdateResponse {
  updated: number;
  /** Ids that are not the company's active transactions. */
  notFound: string[];
}

export const RuleBody = z.object({
  name: z.string().trim().max(100).nullable().optional(),
  contains: z.string().trim().min(2, { message: "must be at least 2 characters" }).max(100),
  categoryId,
  direction: z.enum(["in", "out"]).nullable().optional(),
  minAmount: amount.nullable().optional(),
  maxAmount: amount.nullable().optional(),
  /** The VAT rate the rule's lines get; null or absent: the category's default. */
  vatRate: vatRateField.nullable().optional(),
});
export type RuleBody = z.infer<typeof RuleBody>;
export const RulePatchBody = RuleBody.partial();
export type RulePatchBody = z.infer<typeof RulePatchBody>;

export interface RuleDto {
  id: string;
  name: string | null;
  contains: string;
  categoryId: string;
  direction: "in" | "out" | null;
  minAmount: string | null;
  maxAmount: string | null;
  /** Optional so answers made before it still type-check; always in the server's answers. */
  vatRate?: string | null;
}
