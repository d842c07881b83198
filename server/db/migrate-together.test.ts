import { describe, expect, it } from "vitest";
import { createScratchDatabase } from "../test-support/test-app";
import { openPostgres } from "./client";

/** Several servers started at the same moment on one new PostgreSQL database (needs DATABASE_URL; skipped without). */
const SERVER_URL = process.env.DATABASE_URL;

describe("migrations on PostgreSQL", () => {
  it.skipIf(!SERVER_URL)(
    "run once when four servers start together on a new database, the others waiting",
    async () => {
      const scratch = await createScratchDatabase(SERVER_URL!, "together");
      try {
        const servers = await Promise.all([1, 2, 3, 4].map(() => openPostgres(scratch.url, 2)));
        const [applied] = await servers[0]!.query<{ n: number }>(
          "select count(*)::int as n from drizzle.__drizzle_migrations",
        );
        const [tables] = await servers[3]!.query<{ n: number }>(
          "select count(*)::int as n from information_schema.tables where table_name in ('server_leases', 'transactions')",
        );
        expect(tables?.n).toBe(2);
        expect(applied?.n).toBeGreaterThanOrEqual(7);
        for (const s of servers) await s.close();
      } finally {
        await scratch.drop();
      }
    },
  );
});
