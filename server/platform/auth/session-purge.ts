import type { Database } from "../../db/client";
import type { Lease } from "../lease";
import { repeat } from "../repeat";
import { purgeExpiredSessions } from "./sessions";

export interface SessionPurgeOptions {
  database: Pick<Database, "query">;
  /** Shared by the servers of one database: only its holder purges, so they do not all delete the same rows. */
  lease: Lease;
  log?: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

export interface SessionPurge {
  /** One scheduled run: how many sessions it deleted when this server holds the lease, otherwise null. */
  runScheduled(): Promise<number | null>;
  /** Runs every `intervalMs` until the returned stop function is called (which gives up the lease). */
  start(intervalMs: number): () => Promise<void>;
}

/**
 * Deletes expired sessions on a timer. A signed-out or idle person's session row is refused when it is next read, but
 * most are never read again: without this they would stay in the database (with their ID tokens) for good.
 */
export function createSessionPurge(opts: SessionPurgeOptions): SessionPurge {
  const runScheduled = async () => {
    if (!(await opts.lease.acquire())) return null;
    const purged = await purgeExpiredSessions(opts.database);
    if (purged > 0) opts.log?.info({ purged }, "expired sessions purged");
    return purged;
  };

  const start = (intervalMs: number) => {
    const stop = repeat(
      () => runScheduled().catch((err) => opts.log?.warn({ err }, "expired sessions not purged")),
      intervalMs,
    );
    return async () => {
      await stop();
      await opts.lease.release().catch(() => undefined);
    };
  };

  return { runScheduled, start };
}
