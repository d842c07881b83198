import { categoryName } from "../../../core/categories";
import type { TransactionDto } from "../../../core/contracts";
import type { FieldReader } from "../../db/packed-rows";

/**
 * One transaction of the list from its fields in LIST_COLUMNS order (transactions.repo). One object literal a row:
 * V8's JSON.stringify writes such objects about 2.5 times faster than the same text assembled by hand.
 */
export function readTransactionDto(row: FieldReader): TransactionDto {
  const id = row.field() as string;
  const date = row.field() as string;
  const description = row.field() as string;
  const amount = row.field() as string;
  const balance = row.field();
  const categoryId = row.field();
  const categoryConfidence = row.field();
  const categoryReason = row.field();
  const categoryStage = row.field();
  const notes = row.field();
  const importBatchId = row.field();
  const bankAccountId = row.field();
  const vatRate = row.field();
  const vatReason = row.field();
  return {
    id,
    date,
    description,
    amount,
    balance,
    category: categoryName(categoryId),
    notes,
    categoryId,
    categoryConfidence,
    categoryReason,
    categoryStage,
    importBatchId,
    bankAccountId,
    vatRate,
    vatReason,
  };
}
