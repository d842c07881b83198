import type { CategoryId } from "../../../categories";
import type { Channel } from "./bank-styles";

/** A family of realistic lines of one category: who, how the money moved, how much, and what reference. */
export interface Template {
  categoryId: CategoryId;
  /** Relative frequency among all generated lines. */
  weight: number;
  /** Payee patterns with {slots} (see fill.ts). For channel "bank" the pattern is the whole narrative. */
  names: readonly string[];
  channels: readonly Channel[];
  /** Whole pounds, inclusive. */
  pounds: readonly [number, number];
  direction: "in" | "out" | "both";
  refs?: readonly string[];
  /** For costs: the share of lines that are refunds (money in). */
  refunds?: number;
}

export const t = (categoryId: CategoryId, weight: number, spec: Omit<Template, "categoryId" | "weight">): Template => ({
  categoryId,
  weight,
  ...spec,
});
