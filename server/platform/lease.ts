import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { Database } from "../db/client";

/** A named job that one server of many runs at a time (a row of server_leases). */
export interface Lease {
  readonly holder: string;
  /** How long a taken or renewed lease holds without renewal. */
  readonly ttlMs: number;
  /** Takes the lease when it is free or expired, or renews it when held: true when this server holds it now. */
  acquire(): Promise<boolean>;
  /** Gives it up at once (at shutdown), so another server takes over at its next try instead of at expiry. */
  release(): Promise<void>;
}

/**
 * A lease that expires `ttlMs` after it was last taken or renewed, by the database's clock. The holder renews it
 * more often than that; when the holder dies, another server takes it once it has expired.
 */
export function createLease(
  database: Pick<Database, "query">,
  name: string,
  ttlMs: number,
  holder = `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`,
): Lease {
  return {
    holder,
    ttlMs,
    async acquire() {
      const rows = await database.query(
        `insert into server_leases as l (name, holder, expires_at)
         values ($1, $2, clock_timestamp() + make_interval(secs => $3))
         on conflict (name) do update set holder = excluded.holder, expires_at = excluded.expires_at
         where l.holder = excluded.holder or l.expires_at <= clock_timestamp()
         returning holder`,
        [name, holder, ttlMs / 1000],
      );
      return rows.length === 1;
    },
    async release() {
      await database.query("delete from server_leases where name = $1 and holder = $2", [name, holder]);
    },
  };
}
