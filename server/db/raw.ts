import type { SQL } from "drizzle-orm";
import type { Db } from "./client";

/** Rows of a raw statement run on Drizzle (or inside a Drizzle transaction), whichever driver is underneath. */
export async function rawRows<T>(db: Pick<Db, "execute">, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
