import type { Db } from "../../db/client";
import { anonymiseKeptRecords, countUserData, deleteUserRow, type Erasee } from "./account.repo";

/**
 * "Delete My Data" (spec part 2): everything of the user's goes in one transaction, so a failure half way leaves
 * nothing half-deleted. Returns what was removed or anonymised, counted inside the same transaction.
 */
export async function deleteMyData(db: Db, who: Erasee): Promise<Record<string, number>> {
  return db.transaction(async (tx) => {
    const counts = await countUserData(tx, who);
    await anonymiseKeptRecords(tx, who);
    await deleteUserRow(tx, who.userId);
    return counts;
  });
}
