import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { AppError } from "../errors";
import { type Counters, hashedKey, memoryCounters } from "./counters";
import { openCounters } from "./open-counters";
import { postgresCounters } from "./postgres-counters";
import { redisCounters } from "./redis-counters";

/**
 * The counters of the request limits, each kind against the real thing: memory; PostgreSQL on the test database
 * (PGlite by default, the PostgreSQL server with DATABASE_URL: the same SQL); Redis when REDIS_URL is set (CI's
 * machine has one on 127.0.0.1:6379; skipped without it).
 */
const REDIS_URL = process.env.REDIS_URL;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const unique = (name: string) => `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const KINDS: Array<{ kind: string; run: boolean; open: () => Promise<Counters> }> = [
  { kind: "memory", run: true, open: async () => memoryCounters() },
  { kind: "PostgreSQL", run: true, open: async () => postgresCounters(t.database) },
  { kind: "Redis", run: Boolean(REDIS_URL), open: () => redisCounters(REDIS_URL!) },
];

describe.each(KINDS)("$kind counters", ({ kind, run, open }) => {
  it.skipIf(!run)("count hits per key in a window that starts at the first hit, and start again after it", async () => {
    const c = await open();
    try {
      const key = unique("window");
      const first = await c.hit(key, 600);
      expect(first.count).toBe(1);
      expect(first.resetInMs).toBeGreaterThan(300);
      expect(first.resetInMs).toBeLessThanOrEqual(600);
      expect((await c.hit(key, 600)).count).toBe(2);
      expect((await c.hit(unique("other"), 600)).count).toBe(1);
      expect((await c.hit(key, 600)).count).toBe(3);
      await sleep(700);
      expect((await c.hit(key, 600)).count).toBe(1);
    } finally {
      await c.close();
    }
  });

  it.skipIf(!run)("count each of many hits at the same moment once", async () => {
    const c = await open();
    try {
      const key = unique("burst");
      const counts = await Promise.all(Array.from({ length: 40 }, () => c.hit(key, 60_000).then((h) => h.count)));
      expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    } finally {
      await c.close();
    }
  });

  it.skipIf(!run || kind === "memory")("are shared by two servers' counters on one store", async () => {
    const [a, b] = [await open(), await open()];
    try {
      const key = unique("shared");
      const counts = [];
      for (let i = 0; i < 6; i++) counts.push((await (i % 2 ? b : a).hit(key, 60_000)).count);
      expect(counts).toEqual([1, 2, 3, 4, 5, 6]);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe("the counters in PostgreSQL", () => {
  it("keep only a hash of each key, so no address or email is stored", async () => {
    const c = postgresCounters(t.database);
    const email = `${unique("someone")}@example.com`;
    await c.hit(`signin-email:${email}`, 60_000);
    await c.close();
    const rows = await t.database.query<{ key: string }>("select key from rate_limit_counters");
    expect(rows.map((r) => r.key)).toContain(hashedKey(`signin-email:${email}`));
    expect(rows.some((r) => r.key.includes("example.com"))).toBe(false);
  });
});

describe("openCounters", () => {
  it("counts in memory on PGlite and in the database on PostgreSQL", async () => {
    const c = await openCounters({ REDIS_URL: undefined }, t.database);
    expect(c.kind).toBe(t.database.kind === "pglite" ? "memory" : "postgres");
    await c.close();
  });

  it("answers 503 (unavailable) when the store cannot count, rather than leaving the limit open", async () => {
    const broken = { ...t.database, kind: "postgres" as const, query: async () => Promise.reject(new Error("down")) };
    const errors: string[] = [];
    const c = await openCounters({ REDIS_URL: undefined }, broken, { error: (_o, msg) => void errors.push(msg) });
    const failure = await c.hit("k", 1000).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).status).toBe(503);
    expect(errors).toEqual(["request limit not counted (postgres)"]);
    await c.close();
  });

  it("refuses to start with a REDIS_URL nobody answers, saying so", async () => {
    await expect(openCounters({ REDIS_URL: "redis://127.0.0.1:1" }, t.database)).rejects.toThrow(
      /REDIS_URL is set, but Redis cannot be reached/,
    );
  });
});
