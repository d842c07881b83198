import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifyHelmet from "@fastify/helmet";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifySwagger from "@fastify/swagger";
import Fastify from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { SHOWN_COMPANY_HEADER, SHOWN_COMPANY_QUERY, type TransactionsPageRenderer } from "../core/contracts";
import type { App, AppContext, Feature } from "./app-context";
import type { Database } from "./db/client";
import type { Env } from "./env";
import { FEATURES } from "./features";
import { firstScreenPrelude } from "./features/transactions/first-screen-page";
import { createOidcClient, type OidcClient } from "./platform/auth/oidc";
import { loadSession, SESSION_COOKIE } from "./platform/auth/sessions";
import { createDraining, type Draining, registerDraining } from "./platform/draining";
import { registerErrorHandler } from "./platform/error-handler";
import { registerJsonBodyParser } from "./platform/http/json-body";
import { notFoundJson } from "./platform/http/not-found";
import { loadPageRenderer } from "./platform/http/page-renderer";
import { type PageDrawer, serveWebApp } from "./platform/http/web-app";
import type { Counters } from "./platform/limits/counters";
import { openCounters } from "./platform/limits/open-counters";
import { countersStore } from "./platform/limits/rate-limit-store";
import { ListCache } from "./platform/list-cache/list-cache";
import { registerLoadShedding } from "./platform/load-shedding";
import { logRedaction } from "./platform/logging";
import { registerSameOriginCheck } from "./platform/same-origin";
import { createStorageGuard, registerStorageGuard } from "./platform/storage-guard";

/**
 * The repository root: the nearest folder above this file that holds package.json. That is server/.. when run from
 * source (tsx, tests) and dist/server/../.. when run from the bundle that `npm start` builds.
 */
function findRoot(from: string): string {
  let dir = from;
  while (!existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${from}`);
    dir = parent;
  }
  return dir;
}
const root = findRoot(path.dirname(fileURLToPath(import.meta.url)));
const version = (JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { version: string }).version;

export interface BuildOptions {
  env: Env;
  database: Database;
  sessionSecret: string;
  oidc?: OidcClient | null;
  /** Serve the built web app from dist/web (production start). */
  serveWeb?: boolean;
  /** Where the built web app is: dist/web unless a test gives its own. */
  webDist?: string;
  /**
   * Where the web app's server-render entry is built (dist/ssr by default), with which the server draws
   * /transactions ahead of the app. Null: none, and the plain app is served there (tests that do not draw pages).
   */
  ssrDist?: string | null;
  logger?: boolean;
  /** Where the log goes (stdout by default); tests read it to check what is never logged. */
  logStream?: { write(line: string): void };
  features?: Feature[];
  /** Set by the caller that handles SIGTERM; a fresh one otherwise. */
  draining?: Draining;
  /** The request limits' counters; by default chosen from the settings (platform/limits/open-counters). */
  counters?: Counters;
}

/** Builds the app: plugins, one error handler, the feature list. Tests build it too (app.inject). */
export async function buildApp(opts: BuildOptions): Promise<{ app: App; ctx: AppContext }> {
  const { env } = opts;
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : { level: env.LOG_LEVEL, redact: logRedaction, ...(opts.logStream ? { stream: opts.logStream } : {}) },
    bodyLimit: 1024 * 1024,
    // Only behind a proxy that overwrites X-Forwarded-For may the client address come from it (per-IP limits).
    trustProxy: env.TRUST_PROXY,
  }).withTypeProvider<ZodTypeProvider>() as App;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Only JSON bodies: a cross-site HTML form (urlencoded, multipart or text/plain) gets 415, never reaches a handler.
  app.removeContentTypeParser("text/plain");
  registerJsonBodyParser(app);

  const closers: Array<() => Promise<void> | void> = [];
  const counters = opts.counters ?? (await openCounters(env, opts.database, app.log));
  closers.push(() => counters.close()); // the first registered, so the last closed: after the features' workers
  const ctx: AppContext = {
    env,
    database: opts.database,
    oidc: opts.oidc === undefined ? createOidcClient(env) : opts.oidc,
    storage: createStorageGuard(opts.database.kind === "pglite" ? env.DATA_DIR : null),
    listCache: new ListCache(env.LIST_CACHE_MB * 1024 * 1024),
    counters,
    draining: opts.draining ?? createDraining(),
    startedAt: Date.now(),
    version,
    onClose: (fn) => closers.push(fn),
  };
  app.addHook("onClose", async () => {
    for (const fn of closers.reverse()) await fn();
  });

  registerErrorHandler(app);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { directives: cspDirectives() },
    hsts: env.secureCookies,
  });
  await app.register(fastifyCookie, { secret: opts.sessionSecret });
  // Level 3 gzip / quality 3 brotli: a 50,000-row list (23 MB of JSON) compresses in about a third of the default
  // levels' time, to about the same size.
  await app.register(fastifyCompress, {
    threshold: 2048,
    zlibOptions: { level: 3 },
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 3,
      },
    },
  });
  // Counted where ctx.counters count, so each limit holds across the servers sharing them.
  await app.register(fastifyRateLimit, { global: false, store: countersStore(counters) });
  registerDraining(app, ctx.draining);
  // A production server needs its server render (it refuses to start without); elsewhere, without one the pages are
  // served plain.
  const ssrDist = opts.ssrDist === undefined ? path.join(root, "dist", "ssr") : opts.ssrDist;
  const renderer =
    opts.serveWeb && ssrDist !== null ? await loadPageRenderer(ssrDist, env.NODE_ENV === "production") : null;
  if (opts.serveWeb && ssrDist !== null && renderer === null) {
    app.log.warn(`no server render in ${ssrDist} (npm run build makes it): /transactions is served as the plain app`);
  }
  if (renderer) {
    renderer.warmUp().catch((err: unknown) => app.log.warn({ err }, "the server render's warm-up failed"));
  }
  const drawn = renderer ? drawnPages(opts.database, renderer) : {};
  if (opts.database.kind === "pglite") registerLoadShedding(app, env.DB_MAX_QUEUE, Object.keys(drawn));
  registerSameOriginCheck(app, env.baseUrl, ["/api/stripe/webhook"]);
  // Deleting one's data frees space, so it goes through even on a full disk (sign-out is a GET).
  registerStorageGuard(app, ctx.storage, ["/api/user/delete-my-data"]);

  app.decorateRequest("auth", null);
  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/") && !Object.hasOwn(drawn, request.url)) return;
    request.auth = await loadSession(opts.database.db, request.cookies[SESSION_COOKIE]);
  });

  // Before the features, so it sees every route they add: the OpenAPI description (GET /api/openapi.json) made from
  // the same zod schemas that validate the requests. 3.1, whose schemas are the JSON Schema zod writes.
  await app.register(fastifySwagger, {
    openapi: { openapi: "3.1.0", info: { title: "Microfile API", version, description: API_DESCRIPTION } },
    transform: jsonSchemaTransform,
  });
  for (const feature of opts.features ?? FEATURES) await feature(app, ctx);

  if (opts.serveWeb) await serveWebApp(app, opts.webDist ?? path.join(root, "dist", "web"), drawn);
  else app.setNotFoundHandler((request, reply) => notFoundJson(request.url, reply));
  return { app, ctx };
}

/** What every route shares and its schema cannot say: the company a call acts on. */
const API_DESCRIPTION =
  "Each call acts on the signed-in user's current company (chosen with POST /api/companies/{id}/select). A client " +
  `that shows one company may name it in the ${SHOWN_COMPANY_HEADER} header (or, for an address opened in a new ` +
  `tab, the ${SHOWN_COMPANY_QUERY} query parameter): when the current company has changed since, the call is ` +
  "refused with 409 and companySwitched: true, and nothing is read or changed. Without it, the call acts on the " +
  "current company.";

/** The pages the server draws ahead of the app from the database: the Transactions first screen. */
function drawnPages(database: Database, renderer: TransactionsPageRenderer): Record<string, PageDrawer> {
  return { "/transactions": (request) => firstScreenPrelude(database, renderer, request) };
}

/** Only what the app loads: its own scripts and styles, and privacy-enhanced video frames after a click. */
function cspDirectives() {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "https:"],
    fontSrc: ["'self'", "data:"],
    connectSrc: ["'self'"],
    frameSrc: ["https://www.youtube-nocookie.com"],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: null,
  };
}
