import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/*
 * What several servers on one PostgreSQL database share besides the users' data: the counters of the rate limits,
 * the leases that let one server of many run a background job, and the secrets generated once for all of them.
 */

/** One counter per limit and key (a SHA-256, so no address or email is stored); fixed windows from the first hit. */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_counters_expiry_idx").on(t.expiresAt)],
);

/** A job only one server may run at a time (the monitor): held by `holder` until `expires_at` unless renewed. */
export const serverLeases = pgTable("server_leases", {
  name: text("name").primaryKey(),
  holder: text("holder").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/** Secrets generated once and read by every server (the session secret when SESSION_SECRET is unset). */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
