import type { CategoryId } from "../categories";
import { fromPoundsNumber, type Pence } from "../money";
import type { VatRate } from "../vat";
import type { Adjustment } from "./adjustments";
import type { AccountsTransaction } from "./types";

/** Pounds (with pence as decimals) to pence, exactly: tests write money as people read it. */
export const gbp = (pounds: number): Pence => fromPoundsNumber(pounds)!;

/** A bank line maker with its own id sequence ("<prefix>1", "<prefix>2", …). */
export function lineMaker(prefix: string) {
  let n = 0;
  return (
    date: string,
    pounds: number,
    categoryId: CategoryId | null,
    vatRate?: VatRate | null,
  ): AccountsTransaction => ({
    id: `${prefix}${++n}`,
    date,
    amount: gbp(pounds),
    categoryId,
    ...(vatRate !== undefined ? { vatRate } : {}),
  });
}

export const YEAR = { start: "2024-04-01", end: "2025-03-31" } as const;

/** An adjustment described by its own id, amount in pounds. */
export function adjustment(
  id: string,
  kind: Adjustment["kind"],
  categoryId: Adjustment["categoryId"],
  pounds: number,
  vatRate: Adjustment["vatRate"] = null,
): Adjustment {
  return { id, kind, categoryId, description: id, amount: gbp(pounds), vatRate };
}
