import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import type { App } from "../app-context";
import { healthRoutes } from "../features/health/health.routes";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { gracefulShutdown, stopAccepting } from "./graceful-shutdown";

let t: TestApp | undefined;
let letSlowFinish = () => {};
afterEach(async () => {
  letSlowFinish();
  await t?.app.close();
  await t?.database.close().catch(() => {});
  t = undefined;
});

/**
 * A real app on a real port with /api/health and /api/slow, which answers when the test lets it; the moment its
 * answer has been handed to the socket goes into `events`.
 */
async function listeningApp(events: string[]) {
  const slowMayFinish = new Promise<void>((resolve) => {
    letSlowFinish = resolve;
  });
  const bigRoute = (app: App) => {
    app.get("/api/big", async (_request, reply) => reply.type("application/octet-stream").send(BIG));
  };
  const slowRoute = (app: App) => {
    app.get("/api/slow", async (_request, reply) => {
      reply.raw.once("finish", () => events.push("slow answered"));
      await slowMayFinish;
      return { finished: true };
    });
  };
  t = await createTestApp({ features: [healthRoutes, slowRoute, bigRoute] });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const port = (t.app.server.address() as AddressInfo).port;
  return { t, port };
}

/** An answer far larger than the sockets' buffers: still being written when its handler has long returned. */
const BIG = Buffer.alloc(48 * 1024 * 1024, 7);

/** One GET on a connection of its own: status, body and whether the server asked to close the connection. */
function get(port: number, path: string): Promise<{ status: number; body: string; closes: boolean }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, agent: false }, (res) => {
      let body = "";
      res.on("data", (d: Buffer) => {
        body += d.toString();
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body, closes: res.headers.connection === "close" }));
    });
    req.on("error", reject);
    req.end();
  });
}

const until = async (probe: () => Promise<boolean>) => {
  for (let i = 0; i < 200; i++) {
    if (await probe()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error("timed out waiting");
};

function shutdownOf(app: TestApp, events: string[], times: { drainMs: number; timeoutMs: number }) {
  return gracefulShutdown(
    {
      draining: app.ctx.draining,
      stopAccepting: () => stopAccepting(app.app.server),
      closeApp: async () => {
        await app.app.close();
        events.push("app closed");
      },
      closeDatabase: async () => {
        await app.database.close();
        events.push("database closed");
      },
      log: { info: () => {}, error: (msg: unknown) => void events.push(`error: ${String(msg)}`) },
      exit: (code) => void events.push(`exit ${code}`),
    },
    times,
  );
}

describe("graceful shutdown", () => {
  it("drains with health at 503, stops accepting, answers the request in flight, closes the database, exits 0", async () => {
    const events: string[] = [];
    const { t, port } = await listeningApp(events);
    expect((await get(port, "/api/health")).status).toBe(200);
    const slow = get(port, "/api/slow");
    await new Promise((r) => setTimeout(r, 50)); // the slow request is in the handler
    const done = shutdownOf(t, events, { drainMs: 400, timeoutMs: 10_000 })("SIGTERM");

    const health = await get(port, "/api/health");
    expect(health.status).toBe(503);
    expect(JSON.parse(health.body)).toMatchObject({ ok: false, draining: true });
    expect(health.closes).toBe(true);

    // After the drain the server no longer accepts connections, while the slow request is still being answered.
    await until(() =>
      get(port, "/api/health").then(
        () => false,
        (err: NodeJS.ErrnoException) => err.code === "ECONNREFUSED",
      ),
    );
    expect(events).toEqual([]);
    letSlowFinish();
    await done;
    expect(await slow).toMatchObject({ status: 200, body: '{"finished":true}' });
    expect(events).toEqual(["slow answered", "app closed", "database closed", "exit 0"]);
    await expect(t.database.query("select 1")).rejects.toThrow();
  });

  it("lets a long answer to a slow reader finish before it closes", async () => {
    const events: string[] = [];
    const { t, port } = await listeningApp(events);
    const received = new Promise<number>((resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, path: "/api/big", agent: false }, (res) => {
        let bytes = 0;
        res.pause(); // a client busy elsewhere: the answer waits in the server's socket
        setTimeout(() => res.resume(), 500);
        res.on("data", (d: Buffer) => {
          bytes += d.length;
        });
        res.on("close", () => resolve(bytes));
      });
      req.on("error", reject);
      req.end();
    });
    await new Promise((r) => setTimeout(r, 200)); // the handler has returned; the answer is being written
    await shutdownOf(t, events, { drainMs: 0, timeoutMs: 10_000 })("SIGTERM");
    expect(await received).toBe(BIG.length);
    expect(events).toEqual(["app closed", "database closed", "exit 0"]);
  });

  it("exits 1 at the bound when a request is still running, and a second signal starts nothing new", async () => {
    const events: string[] = [];
    const { t, port } = await listeningApp(events);
    void get(port, "/api/slow").catch(() => undefined);
    await new Promise((r) => setTimeout(r, 50));
    const shutdown = shutdownOf(t, events, { drainMs: 0, timeoutMs: 300 });
    void shutdown("SIGTERM");
    void shutdown("SIGTERM");
    await until(async () => events.length > 0);
    await new Promise((r) => setTimeout(r, 100));
    expect(events).toEqual([
      "error: shutdown not finished 0.3 s after SIGTERM: exiting; requests still in flight are cut off",
      "exit 1",
    ]);
  });
});
