import { type Adjustment, isAdjustmentKind, type LaterLoanWriteOff } from "../../../core/accounts";
import { categoryName, isCategoryId } from "../../../core/categories";
import type { AdjustmentDto } from "../../../core/contracts";
import { isIsoDate, type Period } from "../../../core/dates";
import { toDecimalString } from "../../../core/money";
import { isVatRate } from "../../../core/vat";
import type { Db } from "../../db/client";
import type { Scope } from "../../platform/auth/request-context";
import { type AdjustmentRow, listAdjustments, listLoanWriteOffsAfter } from "./adjustments.repo";

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

/**
 * The director's loan write-offs entered in the periods after `period`: those dated within nine months of its end
 * relieve its s455 charge (CTA 2010 s458) even once it is closed, as they are the later period's entries. Which of
 * them count is core's rule (buildAccounts); only undated rows are left out here.
 */
export async function laterLoanWriteOffs(db: Db, scope: Scope, period: Period): Promise<LaterLoanWriteOff[]> {
  const rows = await listLoanWriteOffsAfter(db, scope, period.end);
  return rows.flatMap((r) => (r.date !== null && isIsoDate(r.date) ? [{ date: r.date, amount: r.amount }] : []));
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
