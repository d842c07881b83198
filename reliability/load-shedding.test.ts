import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  httpClient,
  removeDir,
  type ServerProcess,
  startServer,
  tempDir,
  userWithRows,
} from "./support/server-process";

/**
 * Load shedding in small: more requests over real sockets than a PGlite server can hold are partly answered 503 at
 * once (with Retry-After) instead of queueing unseen in socket buffers, and the rest are served. It needs a server in a
 * process of its own: a client on the server's event loop would send its requests one turn at a time.
 */
const dataDir = tempDir("shedding");
let server: ServerProcess | undefined;
let cookie = "";
beforeAll(async () => {
  server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: "warn", DB_MAX_QUEUE: "16" });
  cookie = (await userWithRows(server.url, "burst@example.com", 1000)).cookie;
}, 180_000);
afterAll(async () => {
  await server?.stop();
  removeDir(dataDir);
});

describe("load shedding over real sockets (PGlite)", () => {
  it("answers every request of a 150-request burst, 200 or 503 with Retry-After, and stays up", {
    timeout: 180_000,
  }, async () => {
    const agent = new http.Agent({ keepAlive: false, maxSockets: 500 });
    const started = performance.now();
    const answers = await Promise.all(
      Array.from(
        { length: 150 },
        () =>
          new Promise<{ status: number; ms: number; retryAfter?: string }>((resolve, reject) => {
            http
              .get(`${server!.url}/api/transactions`, { agent, headers: { cookie } }, (res) => {
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
    // Since every statement yields to the event loop, the server reads requests as they arrive and may keep up
    // with a burst over fresh connections; whatever it sheds carries Retry-After and does not wait its turn.
    expect(served.length).toBeGreaterThanOrEqual(16);
    expect(shed.every((a) => a.retryAfter === "1")).toBe(true);
    if (shed.length) expect(Math.max(...shed.map((a) => a.ms))).toBeLessThan(Math.max(...served.map((a) => a.ms)));
    expect((await httpClient(server!.url).call("GET", "/api/health")).status).toBe(200);
  });

  it("sheds over keep-alive connections too: 100 clients asking again and again all get answers, some 503", {
    timeout: 180_000,
  }, async () => {
    // DB_MAX_QUEUE=16 as above. Each client sends its next request as soon as the last is
    // answered, as a load tester does; before each statement yielded to the event loop (db/client), the queue
    // formed unread in socket buffers, nothing was shed and such clients timed out.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 100 });
    const get = () =>
      new Promise<{ status: number; ms: number }>((resolve, reject) => {
        const started = performance.now();
        http
          .get(`${server!.url}/api/transactions`, { agent, headers: { cookie }, timeout: 15_000 }, (res) => {
            res.resume();
            res.on("end", () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
          })
          .on("timeout", () => reject(new Error("a request waited 15 s unanswered")))
          .on("error", reject);
      });
    const until = performance.now() + 4_000;
    const client = async () => {
      const answers: { status: number; ms: number }[] = [];
      while (performance.now() < until) answers.push(await get());
      return answers;
    };
    const answers = (await Promise.all(Array.from({ length: 100 }, client))).flat();
    agent.destroy();
    const shed = answers.filter((a) => a.status === 503);
    expect(answers.every((a) => a.status === 200 || a.status === 503)).toBe(true);
    expect(shed.length).toBeGreaterThan(0);
    expect(answers.some((a) => a.status === 200)).toBe(true);
    // Shed requests are answered without waiting for the database: their median is far below the served ones'.
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const served = answers.filter((a) => a.status === 200).map((a) => a.ms);
    expect(median(shed.map((a) => a.ms))).toBeLessThan(median(served));
    expect((await httpClient(server!.url).call("GET", "/api/health")).status).toBe(200);
  });
});
