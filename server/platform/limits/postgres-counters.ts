import type { Database } from "../../db/client";
import { type Counters, hashedKey } from "./counters";

/** How often expired counters are deleted: they are never read again, only replaced. */
const SWEEP_EVERY_MS = 5 * 60_000;

/**
 * Counters in the rate_limit_counters table. One upsert per hit: the row lock of ON CONFLICT orders the hits of
 * several servers on one key, and the database's clock decides when a window ends, so the servers' clocks do not
 * matter.
 */
export function postgresCounters(database: Pick<Database, "query">): Counters {
  const sweep = setInterval(() => {
    database.query("delete from rate_limit_counters where expires_at < now()").catch(() => {});
  }, SWEEP_EVERY_MS);
  sweep.unref();
  return {
    kind: "postgres",
    async hit(key, windowMs) {
      const [row] = await database.query<{ count: number; reset_ms: number }>(
        `insert into rate_limit_counters as c (key, count, expires_at)
         values ($1, 1, clock_timestamp() + make_interval(secs => $2))
         on conflict (key) do update set
           count = case when c.expires_at <= clock_timestamp() then 1 else c.count + 1 end,
           expires_at = case when c.expires_at <= clock_timestamp()
                             then clock_timestamp() + make_interval(secs => $2) else c.expires_at end
         returning count, greatest(0, extract(epoch from expires_at - clock_timestamp()) * 1000)::float8 as reset_ms`,
        [hashedKey(key), windowMs / 1000],
      );
      return { count: row!.count, resetInMs: Math.ceil(row!.reset_ms) };
    },
    async close() {
      clearInterval(sweep);
    },
  };
}
