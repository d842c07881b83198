import type { Database } from "../../db/client";
import type { Env } from "../../env";
import { AppError } from "../errors";
import { type Counters, memoryCounters } from "./counters";
import { postgresCounters } from "./postgres-counters";
import { redisCounters } from "./redis-counters";

const UNAVAILABLE = "The server cannot check its request limits right now. Please try again in a moment.";

/**
 * Where the request limits are counted: Redis when REDIS_URL is set, else PostgreSQL when the database is (several
 * servers may share it), else in memory (the embedded database has one server). A store that fails makes the
 * request fail with 503 rather than go unlimited.
 */
export async function openCounters(
  env: Pick<Env, "REDIS_URL">,
  database: Database,
  log?: { error(obj: object, msg: string): void },
): Promise<Counters> {
  const counters = env.REDIS_URL
    ? await redisCounters(env.REDIS_URL)
    : database.kind === "postgres"
      ? postgresCounters(database)
      : memoryCounters();
  return {
    kind: counters.kind,
    close: () => counters.close(),
    hit: (key, windowMs) =>
      counters.hit(key, windowMs).catch((err: unknown) => {
        log?.error({ err }, `request limit not counted (${counters.kind})`);
        throw new AppError("unavailable", UNAVAILABLE);
      }),
  };
}
