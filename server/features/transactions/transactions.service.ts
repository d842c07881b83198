import { isUuid } from "../../../core/contracts";
import type { Database } from "../../db/client";
import type { Scope } from "../../platform/auth/request-context";
import { AppError } from "../../platform/errors";
import { assertTransactionsOpen } from "../periods/period-guard";
import { refreshTransferFlags } from "../transfers/transfers.service";
import { purge, restore, softDelete } from "./transactions.repo";

/** Ids that cannot be uuids are nobody's rows: they are reported, never sent to the database as a cast error. */
function splitIds(ids: string[]): { valid: string[]; invalid: string[] } {
  const unique = [...new Set(ids)];
  return { valid: unique.filter((id) => isUuid(id)), invalid: unique.filter((id) => !isUuid(id)) };
}

export async function deleteOne(database: Database, scope: Scope, id: string): Promise<void> {
  if (!isUuid(id)) throw new AppError("not_found", "Transaction not found.");
  await assertTransactionsOpen(database.db, scope, [id]);
  const changed = await softDelete(database, scope, [id]);
  if (changed.length === 0) throw new AppError("not_found", "Transaction not found.");
  await refreshTransferFlags(database.db, scope);
}

export async function deleteMany(database: Database, scope: Scope, ids: string[]) {
  const { valid, invalid } = splitIds(ids);
  await assertTransactionsOpen(database.db, scope, valid);
  const changed = valid.length ? await softDelete(database, scope, valid) : [];
  if (changed.length > 0) await refreshTransferFlags(database.db, scope);
  const done = new Set(changed);
  return { deleted: changed.length, notFound: [...invalid, ...valid.filter((id) => !done.has(id))] };
}

export async function restoreOne(database: Database, scope: Scope, id: string): Promise<void> {
  if (!isUuid(id)) throw new AppError("not_found", "Transaction not found in the recycle bin.");
  await assertTransactionsOpen(database.db, scope, [id]);
  const changed = await restore(database, scope, [id]);
  if (changed.length === 0) throw new AppError("not_found", "Transaction not found in the recycle bin.");
  await refreshTransferFlags(database.db, scope);
}

/**
 * Restores the user's rows among `ids` from the recycle bin in one statement, so a failure part-way restores
 * nothing. Ids not in the caller's bin — another user's, active rows, malformed — are "not found".
 */
export async function restoreMany(database: Database, scope: Scope, ids: string[]) {
  const { valid, invalid } = splitIds(ids);
  await assertTransactionsOpen(database.db, scope, valid);
  const changed = valid.length ? await restore(database, scope, valid) : [];
  if (changed.length > 0) await refreshTransferFlags(database.db, scope);
  const done = new Set(changed);
  return { restored: changed.length, notFound: [...invalid, ...valid.filter((id) => !done.has(id))] };
}

export async function purgeMany(database: Database, scope: Scope, ids: string[]) {
  const { valid, invalid } = splitIds(ids);
  await assertTransactionsOpen(database.db, scope, valid);
  const removed = valid.length ? await purge(database, scope, valid) : [];
  const done = new Set(removed);
  const errors = [...invalid, ...valid.filter((id) => !done.has(id))].map((id) => ({
    id,
    error: "Not in your recycle bin (only deleted transactions can be removed permanently).",
  }));
  return { deleted: removed.length, total: new Set(ids).size, errors };
}
