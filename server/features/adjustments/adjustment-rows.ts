import { type Adjustment, isAdjustmentKind } from "../../../core/accounts";
import { categoryName, isCategoryId } from "../../../core/categories";
import type { AdjustmentDto } from "../../../core/contracts";
import type { Period } from "../../../core/dates";
import { toDecimalString } from "../../../core/money";
import { isVatRate } from "../../../core/vat";
import type { Db } from "../../db/client";
import type { Scope } from "../../platform/auth/request-context";
import { type AdjustmentRow, listAdjustments } from "./adjustments.repo";

/**
 * A stored adjustment as core reads it. Rows were checked by core's rules when saved; a VAT rate kept from a time
 * the company was registered is not applied while it is not (no VAT anywhere then).
 */
export function toCoreAdjustment(row: AdjustmentRow, vatRegistered: boolean): Adjustment | null {
  if (!isAdjustmentKind(row.kind)) return null;
  const categoryId = row.categoryId !== null && isCategoryId(row.categoryId) ? row.categoryId : null;
  const vatRate = vatRegistered && row.vatRate !== null && isVatRate(row.vatRate) ? row.vatRate : null;
  return {
    id: row.id,
    kind: row.kind,
    categoryId,
    description: row.description,
    amount: row.amount,
    vatRate,
    date: row.date,
  };
}

/** The period's adjustments for buildAccounts. */
export async function adjustmentsForAccounts(
  db: Db,
  scope: Scope,
  period: Period,
  vatRegistered: boolean,
): Promise<Adjustment[]> {
  const rows = await listAdjustments(db, scope, period);
  return rows.flatMap((r) => toCoreAdjustment(r, vatRegistered) ?? []);
}

export function adjustmentDto(row: AdjustmentRow): AdjustmentDto {
  return {
    id: row.id,
    kind: row.kind,
    categoryId: row.categoryId,
    category: categoryName(row.categoryId),
    description: row.description,
    amount: toDecimalString(row.amount),
    vatRate: row.vatRate,
    date: row.date,
    period: { startDate: row.periodStart, endDate: row.periodEnd },
  };
}
