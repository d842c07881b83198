import type { FastifyBaseLogger } from "fastify";
import type { App, AppContext } from "../../app-context";
import type { Db } from "../../db/client";
import { createStripeClient, type LazyStripe, type StripeMode, stripeMode } from "./stripe-client";

/** The payment settings of one app, and the Stripe client built from them. */
export interface Billing {
  /** BETA_MODE: each user's first filing is free. */
  betaMode: boolean;
  /** A Stripe key is set. Without one no filing is ever charged. */
  paymentsEnabled: boolean;
  /** The Stripe client, made on first call (the SDK is loaded lazily); null when payments are off. */
  stripe: LazyStripe | null;
  stripeMode: StripeMode;
  webhookSecret: string | null;
  baseUrl: string;
  /** The app's own database handle, for writes that must outlive a caller's transaction. */
  db: Db;
  log: FastifyBaseLogger;
  /** Starts a write that must not join the caller's transaction; not awaited, failures are logged. */
  later(what: string, task: () => Promise<unknown>): void;
  /** Resolves when every `later` write has finished (shutdown waits for it; tests too). */
  settled(): Promise<void>;
}

const byDatabase = new WeakMap<object, Billing>();
const open: Billing[] = [];

/**
 * Drizzle hands a database and every transaction opened on it the same dialect object, so a transaction passed in
 * place of the database still finds its app. That object is a Drizzle internal, hence the fallbacks below.
 */
const dialectOf = (db: Db): object | undefined => (db as unknown as { dialect?: object }).dialect;

/**
 * The billing of the app that owns `ctx.database`, made once however many features ask. The filing gates keep
 * their `(db, scope, …)` signatures, so they find their settings through the database handle they are given.
 */
export function registerBilling(app: App, ctx: AppContext): Billing {
  const existing = byDatabase.get(ctx.database.db);
  if (existing) return existing;
  const billing = makeBilling(ctx, app.log);
  byDatabase.set(ctx.database.db, billing);
  const dialect = dialectOf(ctx.database.db);
  if (dialect) byDatabase.set(dialect, billing);
  open.push(billing);
  ctx.onClose(async () => {
    await billing.settled();
    open.splice(open.indexOf(billing), 1);
  });
  return billing;
}

/**
 * The billing for a database handle or a transaction on it. Should neither be known, the most recently built app's
 * billing is used — the only one in a running server.
 */
export function billingFor(db: Db): Billing {
  const dialect = dialectOf(db);
  const billing = byDatabase.get(db) ?? (dialect && byDatabase.get(dialect)) ?? open.at(-1);
  if (!billing) throw new Error("Billing is not set up: register the filings feature before using the filing gates.");
  return billing;
}

function makeBilling(ctx: AppContext, log: FastifyBaseLogger): Billing {
  const { env } = ctx;
  const running = new Set<Promise<unknown>>();
  return {
    betaMode: env.BETA_MODE,
    paymentsEnabled: Boolean(env.STRIPE_SECRET_KEY),
    stripe: createStripeClient(env),
    stripeMode: stripeMode(env),
    webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? null,
    baseUrl: env.baseUrl,
    db: ctx.database.db,
    log,
    later(what, task) {
      const run: Promise<unknown> = Promise.resolve()
        .then(task)
        .catch((err: unknown) => log.error({ err }, `deferred write failed: ${what}`))
        .finally(() => running.delete(run));
      running.add(run);
    },
    async settled() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
