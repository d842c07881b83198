import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import type { ListCache } from "../../platform/list-cache/list-cache";
import { anonymiseKeptRecords, countUserData, deleteUserRow, type Erasee } from "./account.repo";
import { purgeErasedData } from "./purge";

/**
 * "Delete My Data" (spec part 2): everything of the user's goes in one transaction, so a failure half way leaves
 * nothing half-deleted. Returns what was removed or anonymised, counted inside the same transaction. Then, on the
 * embedded database, the purge step removes the old row images from the data directory's files; the erasure has
 * committed by then, so a failed purge (its rows stay in the files until the next one) is logged for the operator
 * rather than reported to the person as a failed deletion.
 */
export async function deleteMyData(
  database: Database,
  listCache: ListCache,
  who: Erasee,
  log: Pick<FastifyBaseLogger, "error">,
): Promise<Record<string, number>> {
  const counts = await database.db.transaction(async (tx) => {
    const removed = await countUserData(tx, who);
    await anonymiseKeptRecords(tx, who);
    await deleteUserRow(tx, who.userId);
    return removed;
  });
  // Their lists kept in memory go too: nothing of theirs stays anywhere the server holds it.
  listCache.forgetUser(who.userId);
  try {
    await purgeErasedData(database);
  } catch (err) {
    log.error({ err }, "purge after delete-my-data failed");
  }
  return counts;
}
