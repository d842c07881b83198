import type { CategoryId } from "../categories";
import type { Pence } from "../money";
import type { VatRate } from "../vat";

/**
 * Which stage decided a category. "user" is a category the person set by hand (the server never overwrites it and
 * `categorise` never produces it); "rule" is one of the person's own rules; "company" the company's own facts (its
 * directors, share capital, VAT number and PAYE reference).
 */
export type Stage = "user" | "rule" | "company" | "history" | "builtin" | "model" | "llm" | "default";

export type Direction = "in" | "out";

export interface TxnToCategorise {
  id: string;
  description: string;
  /** Signed: money in is positive, money out negative. */
  amount: Pence;
  date?: string;
}

/** "description contains X → category"; amounts compare on the absolute value, both bounds inclusive. */
export interface UserRule {
  id: string;
  name?: string;
  contains: string;
  categoryId: CategoryId;
  direction?: Direction | null;
  minAmount?: Pence | null;
  maxAmount?: Pence | null;
  /** The VAT rate the rule's lines get; absent or null: the category's default. */
  vatRate?: VatRate | null;
}

/** A category the person set or confirmed; the history stage and the model learn from these. */
export interface LabelledExample {
  description: string;
  amount: Pence;
  categoryId: CategoryId;
  /** The VAT rate the person set on the line; absent or null: they left the category's default. */
  vatRate?: VatRate | null;
}

export interface Decision {
  id: string;
  categoryId: CategoryId;
  /** 0..1 */
  confidence: number;
  reason: string;
  stage: Stage;
  /** A VAT rate learned from the person (their rule, or what they set for this payee); absent: the category's. */
  vatRate?: VatRate;
  /** Why that rate ("Set by you for J BAKER"). */
  vatReason?: string;
}

/** Money in for zero and positive amounts: a zero line is rare and usually a reversal of a receipt. */
export function directionOf(amount: number): Direction {
  return amount < 0 ? "out" : "in";
}

/** Below this a stage does not decide; shown to people as "needs review". */
export const DEFAULT_THRESHOLD = 0.6;
