import { createHash } from "node:crypto";

/** A hit's outcome: the key's hits in its current window (this one included), and when that window ends. */
export interface Hit {
  count: number;
  resetInMs: number;
}

/**
 * Counts hits per key in fixed windows that start at the key's first hit: the request limits (sign-in per address
 * and per IP, exports, filings, support). In memory on the embedded database (one server); in PostgreSQL or Redis
 * otherwise, so a limit holds across every server sharing them.
 */
export interface Counters {
  readonly kind: "memory" | "postgres" | "redis";
  hit(key: string, windowMs: number): Promise<Hit>;
  close(): Promise<void>;
}

/** Keys are addresses, emails and user ids: only their SHA-256 is kept, so the counters hold no personal data. */
export const hashedKey = (key: string) => createHash("sha256").update(key).digest("base64url");

/** Above this many keys, expired ones are dropped at the next hit (a flood of addresses cannot grow memory forever). */
const SWEEP_FROM_KEYS = 10_000;

/** In-process counters, for the embedded database's single server. */
export function memoryCounters(now: () => number = Date.now): Counters {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return {
    kind: "memory",
    async hit(key, windowMs) {
      const t = now();
      let w = windows.get(key);
      if (!w || w.endsAt <= t) {
        w = { count: 0, endsAt: t + windowMs };
        windows.set(key, w);
        if (windows.size > SWEEP_FROM_KEYS) for (const [k, v] of windows) if (v.endsAt <= t) windows.delete(k);
      }
      w.count++;
      return { count: w.count, resetInMs: w.endsAt - t };
    },
    async close() {
      windows.clear();
    },
  };
}
