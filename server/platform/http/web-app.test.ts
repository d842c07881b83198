import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app-context";
import { serveWebApp } from "./web-app";

const INDEX = '<!doctype html><html><head><title>Microfile</title></head><body><div id="root"></div></body></html>';
let dist: string;
let app: ReturnType<typeof Fastify>;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), "mf-web-"));
  writeFileSync(path.join(dist, "index.html"), INDEX);
  app = Fastify({ logger: false });
  await serveWebApp(app as unknown as App, dist, {
    "/drawn": async () => ({ title: "Drawn", rootHtml: "<p>rows</p>", data: { n: 1 }, dataElementId: "page-data" }),
    "/broken": async () => {
      throw new Error("database went away");
    },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe("the built web app", () => {
  it("serves a drawn page with its drawing, kept by no cache", async () => {
    const res = await app.inject({ method: "GET", url: "/drawn" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"><p>rows</p></div>');
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("draws nothing for HEAD, which asks for the headers only", async () => {
    let drawnFor = 0;
    const counting = Fastify({ logger: false });
    await serveWebApp(counting as unknown as App, dist, {
      "/drawn": async () => {
        drawnFor += 1;
        return { title: "Drawn", rootHtml: "<p>rows</p>", data: null, dataElementId: "page-data" };
      },
    });
    const res = await counting.inject({ method: "HEAD", url: "/drawn" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(drawnFor).toBe(0);
    await counting.close();
  });

  it("serves the plain app when a page cannot be drawn, instead of an error", async () => {
    const res = await app.inject({ method: "GET", url: "/broken" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
  });

  it("answers other paths with the app, and unknown API paths and assets with a 404", async () => {
    expect((await app.inject({ method: "GET", url: "/reports" })).body).toBe(INDEX);
    const api = await app.inject({ method: "GET", url: "/api/nothing" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: "No such endpoint: /api/nothing" });
    expect((await app.inject({ method: "GET", url: "/assets/gone.js" })).statusCode).toBe(404);
  });
});
