import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app-context";
import { TEST_INDEX_HTML, tempWebDist } from "../../test-support/web-dist";
import { serveWebApp } from "./web-app";

let dist: ReturnType<typeof tempWebDist>;
let app: ReturnType<typeof Fastify>;

beforeAll(async () => {
  dist = tempWebDist();
  app = Fastify({ logger: false });
  await serveWebApp(app as unknown as App, dist.dir, {
    "/drawn": async () => ({ title: "Drawn", rootHtml: "<p>rows</p>", data: { n: 1 }, dataElementId: "page-data" }),
    "/broken": async () => {
      throw new Error("database went away");
    },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  dist.remove();
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
    await serveWebApp(counting as unknown as App, dist.dir, {
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
    expect(res.body).toBe(TEST_INDEX_HTML);
  });

  it("answers other paths with the app, and unknown API paths and assets with a 404", async () => {
    expect((await app.inject({ method: "GET", url: "/reports" })).body).toBe(TEST_INDEX_HTML);
    const api = await app.inject({ method: "GET", url: "/api/nothing" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: "No such endpoint: /api/nothing" });
    expect((await app.inject({ method: "GET", url: "/assets/gone.js" })).statusCode).toBe(404);
  });
});
