import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Database } from "./db/client";
import type { Env } from "./env";
import type { OidcClient } from "./platform/auth/oidc";
import type { Draining } from "./platform/draining";
import type { Counters } from "./platform/limits/counters";
import type { ListCache } from "./platform/list-cache/list-cache";
import type { StorageGuard } from "./platform/storage-guard";

/** The app with zod schemas typing every route's body, query, params and response. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What features need from the platform; built once in app.ts (tests build their own). */
export interface AppContext {
  env: Env;
  database: Database;
  oidc: OidcClient | null;
  /** Refuses writes the embedded database's disk cannot hold (platform/storage-guard). */
  storage: StorageGuard;
  /** The transactions list's answers, kept per company while its transactions are unchanged. */
  listCache: ListCache;
  /** The request limits' counters: shared by every server on PostgreSQL or Redis, in memory on PGlite. */
  counters: Counters;
  /** Set at SIGTERM: /api/health answers 503 so a load balancer stops sending here. */
  draining: Draining;
  startedAt: number;
  version: string;
  /** Hooks later features register to be told about shutdown (mail worker, monitor). */
  onClose: (fn: () => Promise<void> | void) => void;
}

/** One feature: registers its routes on the app. */
export type Feature = (app: App, ctx: AppContext) => void | Promise<void>;
