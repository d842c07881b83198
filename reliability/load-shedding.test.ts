import http from "node:http";
import { afterAll, describe, expect, it } from "vitest";
import { importBody } from "./support/bank-rows";
import { httpClient, removeDir, type ServerProcess, startServer, tempDir } from "./support/server-process";

/**
 * Issue 10 §13 in small: a burst of requests over real sockets to a PGlite server is partly answered 503 at once
 * (with Retry-After) instead of queueing unseen in socket buffers, and the rest are served. It needs a server in a
 * process of its own: a client on the server's event loop would send its requests one turn at a time.
 */
const dataDir = tempDir("shedding");
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop();
  removeDir(dataDir);
});

describe("load shedding over real sockets (PGlite)", () => {
  it("answers the excess of a 150-request burst 503 quickly, serves the rest, and stays up", {
    timeout: 180_000,
  }, async () => {
    server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: "warn", DB_MAX_QUEUE: "16" });
    const api = httpClient(server.url);
    const signUp = await api.call("POST", "/api/auth/signup", {
      email: "burst@example.com",
      password: "burst password 1",
      firstName: "B",
      lastName: "U",
    });
    expect(signUp.status).toBe(200);
    expect((await api.call("POST", "/api/transactions", importBody(1000))).status).toBe(200);

    const agent = new http.Agent({ keepAlive: false, maxSockets: 500 });
    const started = performance.now();
    const answers = await Promise.all(
      Array.from(
        { length: 150 },
        () =>
          new Promise<{ status: number; ms: number; retryAfter?: string }>((resolve, reject) => {
            http
              .get(`${server!.url}/api/transactions`, { agent, headers: { cookie: api.cookie } }, (res) => {
                res.resume();
                res.on("end", () =>
                  resolve({
                    status: res.statusCode ?? 0,
                    ms: performance.now() - started,
                    retryAfter: res.headers["retry-after"] as string | undefined,
                  }),
                );
              })
              .on("error", reject);
          }),
      ),
    );
    agent.destroy();
    const shed = answers.filter((a) => a.status === 503);
    const served = answers.filter((a) => a.status === 200);
    expect(shed.length + served.length).toBe(150);
    expect(shed.length).toBeGreaterThan(0);
    expect(served.length).toBeGreaterThanOrEqual(16);
    expect(shed.every((a) => a.retryAfter === "1")).toBe(true);
    // "Quickly": every 503 came before the slowest 200 (the shed ones did not wait their turn at the database).
    expect(Math.max(...shed.map((a) => a.ms))).toBeLessThan(Math.max(...served.map((a) => a.ms)));
    expect((await api.call("GET", "/api/health")).status).toBe(200);
  });
});
