import { type AddressInfo, createServer, type Server, type Socket } from "node:net";
import Fastify from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres } from "../db/client";
import { within } from "../test-support/within";
import { DATABASE_UNREACHABLE_MESSAGE, isDatabaseUnreachable, registerErrorHandler } from "./error-handler";

/** A TCP server on loopback that takes connections and never says a word, as a database that hangs. */
async function silentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/test`,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A loopback port nothing listens on: connecting is refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The call's error; one that neither fails nor answers within 10 s fails the test instead of hanging it. */
async function failureOf(work: Promise<unknown>): Promise<unknown> {
  return within(10_000, "the database call", work).then(
    () => {
      throw new Error("expected the database call to fail");
    },
    (err: unknown) => err,
  );
}

describe("a database that cannot be reached", () => {
  let silent: Awaited<ReturnType<typeof silentServer>>;
  beforeAll(async () => {
    silent = await silentServer();
  });
  afterAll(async () => {
    await silent.close();
  });

  it("is told apart from our own faults: refused, hung, dropped, shut down", async () => {
    const refused = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${await closedPort()}/test` });
    const refusedError = await failureOf(refused.query("select 1"));
    await refused.end();
    expect(isDatabaseUnreachable(refusedError), String(refusedError)).toBe(true);

    // Wrapped as drizzle wraps a failed query: the driver's error is the cause.
    const wrapped = new Error("Failed query: select 1", { cause: refusedError });
    expect(isDatabaseUnreachable(wrapped)).toBe(true);
    expect(isDatabaseUnreachable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnreachable(Object.assign(new Error("terminating connection"), { code: "57P01" }))).toBe(true);
    expect(isDatabaseUnreachable(Object.assign(new Error("connection failure"), { code: "08006" }))).toBe(true);

    // A query of ours that PostgreSQL refuses, and a plain bug, stay our faults (500).
    expect(isDatabaseUnreachable(Object.assign(new Error("syntax error"), { code: "42601" }))).toBe(false);
    expect(isDatabaseUnreachable(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(false);
    expect(isDatabaseUnreachable(new TypeError("Cannot read properties of undefined"))).toBe(false);
  });

  it("gives up connecting to a database that never answers, instead of waiting for good", {
    timeout: 15_000,
  }, async () => {
    const started = Date.now();
    const err = await failureOf(openPostgres(silent.url, 1, 300));
    expect(String(err)).not.toContain("still waiting");
    const waited = Date.now() - started;
    expect(isDatabaseUnreachable(err), String(err)).toBe(true);
    expect(waited).toBeGreaterThanOrEqual(250);
    expect(waited).toBeLessThan(10_000);
  });

  it("answers 503 with a message a person understands, not 500", async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.get("/down", async () => {
      const pool = new pg.Pool({ connectionString: silent.url, connectionTimeoutMillis: 200 });
      try {
        return await pool.query("select 1");
      } finally {
        await pool.end().catch(() => undefined);
      }
    });
    app.get("/bug", async () => {
      throw new TypeError("Cannot read properties of undefined");
    });
    const down = await app.inject({ method: "GET", url: "/down" });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ error: DATABASE_UNREACHABLE_MESSAGE, message: DATABASE_UNREACHABLE_MESSAGE });
    expect((await app.inject({ method: "GET", url: "/bug" })).statusCode).toBe(500);
    await app.close();
  });
});
