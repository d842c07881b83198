import { gunzipSync } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import Fastify, { type FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { columnsToObjects, type JsonColumns, prepareJsonColumns } from "./json-columns";

/** Texts JSON writes as they are, and every kind it escapes or writes as more than one byte. */
const awkward = ["plain", 'say "hi"', "back\\slash", "£12 café", "tab\there", "line\nbreak", "\u0001", "emoji 🙂", ""];

function sampleRows(count: number): JsonColumns {
  const ids = Array.from({ length: count }, (_, i) => `id-${i}`);
  return {
    count,
    columns: [
      { key: "id", texts: ids },
      { key: "description", texts: ids.map((_, i) => `${awkward[i % awkward.length]} ${i}`) },
      { key: "balance", texts: ids.map((_, i) => (i % 3 === 0 ? null : `${i}.50`)) },
      { key: "category", same: null },
      { key: "batch", same: "b-1" },
      { key: "tail", texts: ids.map((_, i) => awkward[(i * 7) % awkward.length]!) },
    ],
  };
}

describe("prepareJsonColumns", () => {
  const rows = sampleRows(12_345);
  const envelope = { listKey: "transactions", rest: { importAudit: { rowsImported: 12_345 } } };
  const expected = JSON.stringify({ transactions: columnsToObjects(rows), importAudit: { rowsImported: 12_345 } });
  const app = Fastify();

  beforeAll(async () => {
    // As in the app: @fastify/compress is registered and must not compress the body a second time.
    await app.register(fastifyCompress, { threshold: 2048 });
    app.get("/worker", async (request, reply) => prepareJsonColumns(request, rows, envelope).send(reply));
    app.get("/failed-worker", async (request, reply) =>
      prepareJsonColumns(request, rows, envelope, () => Promise.reject(new Error("worker gone"))).send(reply),
    );
    app.get("/short", async (request, reply) =>
      prepareJsonColumns(request, sampleRows(10), { listKey: "rows", rest: {} }).send(reply),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it("has the worker thread write exactly the JSON of the rows as objects, gzipped", async () => {
    const res = await app.inject({ method: "GET", url: "/worker", headers: { "accept-encoding": "gzip" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(gunzipSync(res.rawPayload).toString("utf8")).toBe(expected);
  });

  it("answers the same when asked again (the worker keeps its buffer from job to job)", async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() => app.inject({ method: "GET", url: "/worker", headers: { "accept-encoding": "gzip" } })),
    );
    for (const res of answers) expect(gunzipSync(res.rawPayload).toString("utf8")).toBe(expected);
  });

  it("makes the same answer here when the worker fails", async () => {
    const res = await app.inject({ method: "GET", url: "/failed-worker", headers: { "accept-encoding": "gzip" } });
    expect(res.statusCode).toBe(200);
    expect(gunzipSync(res.rawPayload).toString("utf8")).toBe(expected);
  });

  it("sends plain JSON, made here, to a client that does not take gzip, and a short list as any reply", async () => {
    const plain = await app.inject({ method: "GET", url: "/worker" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(expected);
    const short = await app.inject({ method: "GET", url: "/short", headers: { "accept-encoding": "gzip" } });
    expect(short.json()).toEqual({ rows: columnsToObjects(sampleRows(10)) });
  });

  it("stops waiting for an answer that is discarded", async () => {
    const request = { headers: { "accept-encoding": "gzip" } } as unknown as FastifyRequest;
    let finish: (body: Buffer) => void = () => {};
    const answer = prepareJsonColumns(request, rows, envelope, () => new Promise((resolve) => (finish = resolve)));
    answer.discard();
    finish(Buffer.from("late"));
    await expect(answer.made).resolves.toBeUndefined();
  });
});

describe("columnsToObjects", () => {
  it("gives each row every key in column order, constants included", () => {
    expect(columnsToObjects(sampleRows(2))).toEqual([
      { id: "id-0", description: "plain 0", balance: null, category: null, batch: "b-1", tail: "plain" },
      { id: "id-1", description: 'say "hi" 1', balance: "1.50", category: null, batch: "b-1", tail: "emoji 🙂" },
    ]);
    expect(Object.keys(columnsToObjects(sampleRows(1))[0]!)).toEqual([
      "id",
      "description",
      "balance",
      "category",
      "batch",
      "tail",
    ]);
  });
});
