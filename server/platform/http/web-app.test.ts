import { readFileSync } from "node:fs";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app-context";
import { TEST_INDEX_HTML, tempWebDist } from "../../test-support/web-dist";
import { serveWebApp } from "./web-app";
import { WEB_APP_PATHS } from "./web-routes";

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

  it("answers the router's paths with the app, with or without a trailing slash or a query", async () => {
    for (const url of ["/reports", "/admin/support", "/company/", "/transactions?page=2", "/status"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toBe(TEST_INDEX_HTML);
    }
  });

  it("answers an unknown page URL 404 with the app, whose router shows the 404 page", async () => {
    for (const url of ["/no-such-page", "/reports/extra", "/admin/nothing?x=1"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toBe(TEST_INDEX_HTML);
      expect(res.headers["content-type"]).toContain("text/html");
    }
  });

  it("knows every path the web router draws a page for", () => {
    const routed = ["web/router.tsx", "web/shell-routes.tsx"].flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/<Route path="([^"]+)"/g)].map((m) => m[1]),
    );
    expect([...WEB_APP_PATHS].sort()).toEqual(routed.sort());
  });

  it("answers unknown API paths and assets with a 404", async () => {
    const api = await app.inject({ method: "GET", url: "/api/nothing" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: "No such endpoint: /api/nothing" });
    expect((await app.inject({ method: "GET", url: "/assets/gone.js" })).statusCode).toBe(404);
  });
});
