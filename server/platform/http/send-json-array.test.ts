import http from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptsGzip, prepareJsonArray, sendJsonArray } from "./send-json-array";

describe("acceptsGzip", () => {
  it.each([
    ["gzip, deflate, br", true],
    ["br;q=1.0, gzip;q=0.8", true],
    ["GZIP", true],
    ["x-gzip", true],
    ["*", true],
    ["br, *;q=0.1", true],
    ["gzip;q=0", false],
    ["gzip;q=0, *", false],
    ["*;q=0", false],
    ["br, deflate", false],
    ["identity", false],
    ["", false],
  ])("%j → %s", (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });

  it("reads a header given as several values", () => {
    expect(acceptsGzip(["br", "gzip"])).toBe(true);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

describe("sendJsonArray", () => {
  const many = Array.from({ length: 12_345 }, (_, i) => ({ id: i, text: `row "${i}" \u00a3 \n`, none: null }));
  const few = many.slice(0, 10);
  const app = Fastify();

  beforeAll(async () => {
    // As in the app: @fastify/compress is registered and must not compress the body a second time.
    await app.register(fastifyCompress, { threshold: 2048 });
    app.get("/many", async (request, reply) => sendJsonArray(request, reply, many));
    app.get("/few", async (request, reply) => sendJsonArray(request, reply, few));
    app.get("/none", async (request, reply) => sendJsonArray(request, reply, []));
    app.get("/huge", async (request, reply) => sendJsonArray(request, reply, [...many, ...many, ...many, ...many]));
    app.get("/wrapped", async (request, reply) =>
      sendJsonArray(request, reply, many, { listKey: "transactions", rest: { importAudit: { rowsImported: 3 } } }),
    );
    app.get("/wrapped-alone", async (request, reply) =>
      sendJsonArray(request, reply, many, { listKey: "rows", rest: {} }),
    );
    app.get("/prepared", async (request, reply) => {
      const answer = prepareJsonArray(request, many, { listKey: "transactions", rest: { n: 1 } });
      // Other work runs before the answer goes out (an import's rows being written).
      await new Promise((resolve) => setTimeout(resolve, 30));
      return answer.send(reply);
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it("gzips a long array once, as exactly the JSON of the array", async () => {
    const res = await app.inject({ method: "GET", url: "/many", headers: { "accept-encoding": "gzip" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.rawPayload).toString("utf8")).toBe(JSON.stringify(many));
  });

  it("sends plain JSON to a client that does not accept gzip", async () => {
    for (const headers of [{}, { "accept-encoding": "gzip;q=0" }, { "accept-encoding": "identity" }]) {
      const res = await app.inject({ method: "GET", url: "/many", headers });
      expect(res.headers["content-encoding"]).toBeUndefined();
      expect(res.json()).toEqual(many);
    }
  });

  it("writes the array inside its envelope, gzipped or not, as the object's JSON", async () => {
    const wrapped = { transactions: many, importAudit: { rowsImported: 3 } };
    const gz = await app.inject({ method: "GET", url: "/wrapped", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString("utf8")).toBe(JSON.stringify(wrapped));
    const plain = await app.inject({ method: "GET", url: "/wrapped" });
    expect(plain.body).toBe(JSON.stringify(wrapped));
    const alone = await app.inject({ method: "GET", url: "/wrapped-alone", headers: { "accept-encoding": "gzip" } });
    expect(gunzipSync(alone.rawPayload).toString("utf8")).toBe(JSON.stringify({ rows: many }));
  });

  it("survives a client that goes away while the list is still being written", async () => {
    await app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const firstBytes = await new Promise<number>((resolve, reject) => {
      const req = http.get(
        { host: "127.0.0.1", port, path: "/huge", headers: { "accept-encoding": "gzip" } },
        (res) => {
          res.once("data", (chunk: Buffer) => {
            req.destroy();
            resolve(chunk.length);
          });
        },
      );
      req.on("error", (err) => (req.destroyed ? undefined : reject(err)));
    });
    expect(firstBytes).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 100));
    const after = await fetch(`http://127.0.0.1:${port}/many`);
    expect(await after.json()).toEqual(many);
  });

  it("leaves short and empty arrays to the ordinary reply", async () => {
    const short = await app.inject({ method: "GET", url: "/few", headers: { "accept-encoding": "gzip" } });
    expect(short.headers["content-encoding"]).toBeUndefined();
    expect(short.json()).toEqual(few);
    const empty = await app.inject({ method: "GET", url: "/none", headers: { "accept-encoding": "gzip" } });
    expect(empty.json()).toEqual([]);
  });

  it("sends an answer prepared before other work exactly as it would have sent it at once", async () => {
    for (const encoding of ["gzip", "identity"]) {
      const res = await app.inject({ method: "GET", url: "/prepared", headers: { "accept-encoding": encoding } });
      expect(res.statusCode).toBe(200);
      const body = encoding === "gzip" ? gunzipSync(res.rawPayload).toString("utf8") : res.body;
      expect(res.headers["content-encoding"]).toBe(encoding === "gzip" ? "gzip" : undefined);
      expect(JSON.parse(body)).toEqual({ transactions: many, n: 1 });
    }
  });

  it("stops making a prepared answer that is discarded", async () => {
    let stringified = 0;
    const counted = Array.from({ length: 50_000 }, (_, i) => ({
      toJSON() {
        stringified++;
        return i;
      },
    }));
    const request = { headers: { "accept-encoding": "gzip" } } as unknown as Parameters<typeof prepareJsonArray>[0];
    const answer = prepareJsonArray(request, counted);
    answer.discard();
    await new Promise((resolve) => setTimeout(resolve, 100));
    // At most the first chunk, made before the first turn of the event loop.
    expect(stringified).toBeGreaterThan(0);
    expect(stringified).toBeLessThanOrEqual(5000);
  });

  it("compresses the whole answer while it waits to be sent, not only once it is sent", async () => {
    // Text that compresses badly: far more than a stream's 16 KB buffer of gzip output.
    const noisy = Array.from({ length: 40_000 }, (_, i) => ({ id: i, text: Math.random().toString(36) }));
    const request = { headers: { "accept-encoding": "gzip" } } as unknown as Parameters<typeof prepareJsonArray>[0];
    const answer = prepareJsonArray(request, noisy);
    const timedOut = new Promise((resolve) => setTimeout(() => resolve("timed out"), 5000));
    expect(await Promise.race([answer.made.then(() => "made"), timedOut])).toBe("made");
    answer.discard();
  });
});
