import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyRequest } from "fastify";
import type { App } from "../../app-context";
import { indexHtmlWith, type PagePrelude } from "./index-html";
import { notFoundJson } from "./not-found";
import { isWebAppPath } from "./web-routes";

/** Draws a page ahead of the app for this request, or null for the plain app. */
export type PageDrawer = (request: FastifyRequest) => Promise<PagePrelude | null>;

/**
 * The built single-page app; the web router's paths get index.html, and unknown non-API paths get it with a 404
 * status, so the router shows its 404 page and the answer says the page does not exist. The paths
 * in `drawn` get index.html with what their drawer puts in it (the Transactions first screen).
 */
export async function serveWebApp(app: App, dist: string, drawn: Record<string, PageDrawer>): Promise<void> {
  if (!existsSync(path.join(dist, "index.html"))) {
    throw new Error("The web app is not built: run `npm run build` (npm start does it for you).");
  }
  // wildcard (the default) serves files as they are on disk, so a rebuild never leaves the server pointing at
  // asset names that no longer exist.
  await app.register(fastifyStatic, { root: dist, index: ["index.html"], setHeaders: cacheHeaders(dist) });
  for (const [route, draw] of Object.entries(drawn)) {
    app.get(route, async (request, reply) => {
      // HEAD asks for headers only, and a full database queue (load-shedding.ts) has no room: the plain app, which
      // asks for its data itself.
      const drawnPage = request.method === "GET" && !request.plainPage ? await drawnHtml(dist, draw, request) : null;
      if (drawnPage === null) return reply.header("Cache-Control", "no-cache").type("text/html").sendFile("index.html");
      // It holds the person's own rows: never kept by a cache, and never answered for another person's cookie.
      reply.header("Cache-Control", "no-store").header("Vary", "Cookie");
      return reply.type("text/html; charset=utf-8").send(drawnPage);
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith("/api/") || request.method !== "GET") return notFoundJson(request.url, reply);
    if (request.url.startsWith("/assets/")) return reply.status(404).type("text/plain").send("Not found");
    const status = isWebAppPath(request.url) ? 200 : 404;
    return reply.status(status).type("text/html").sendFile("index.html");
  });
}

/** The page drawn into index.html; null, and the plain app, when it is not drawn or cannot be (the database away). */
async function drawnHtml(dist: string, draw: PageDrawer, request: FastifyRequest): Promise<string | null> {
  try {
    const prelude = await draw(request);
    if (prelude === null) return null;
    return indexHtmlWith(await readFile(path.join(dist, "index.html"), "utf8"), prelude);
  } catch (err) {
    request.log.warn({ err }, "could not draw the page ahead of the app; serving the plain app");
    return null;
  }
}

/**
 * Vite names every file in assets/ by a hash of its content, so a browser may keep it for a year without asking
 * again: a page opens without one revalidation per code chunk (dozens, six at a time). Everything else (index.html
 * above all, which names the current chunks) is checked with the server on every load.
 */
function cacheHeaders(dist: string) {
  const assets = path.resolve(dist, "assets") + path.sep;
  return (reply: { header(name: string, value: string): unknown }, filePath: string): void => {
    const hashed = path.resolve(filePath).startsWith(assets);
    reply.header("Cache-Control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
  };
}
