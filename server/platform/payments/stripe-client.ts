import type Stripe from "stripe";
import type { Env } from "../../env";

export type StripeMode = "test" | "live" | "not configured";

type StripeSettings = Pick<Env, "STRIPE_SECRET_KEY" | "STRIPE_API_BASE">;

/** Live keys start sk_live_ (or rk_live_ for restricted keys); anything else is treated as a test key. */
export function stripeMode(env: Pick<Env, "STRIPE_SECRET_KEY">): StripeMode {
  const key = env.STRIPE_SECRET_KEY;
  if (!key) return "not configured";
  return /^[sr]k_live_/.test(key) ? "live" : "test";
}

/** The official SDK's class. It is large, so it is imported on first use, not at start: a restart need not wait. */
let sdk: Promise<typeof Stripe> | undefined;
export function loadStripeSdk(): Promise<typeof Stripe> {
  sdk ??= import("stripe").then((m) => m.default);
  return sdk;
}

/** A Stripe client made on first call (the SDK loads then) and reused after. */
export type LazyStripe = () => Promise<Stripe>;

/**
 * The official SDK, or null when no secret key is set (payments are off). STRIPE_API_BASE points the SDK at another
 * server that speaks the Stripe API (the tests run one on loopback). The settings are checked now, so a bad
 * STRIPE_API_BASE still stops the start; the SDK itself is loaded and the client made at the first call.
 */
export function createStripeClient(env: StripeSettings): LazyStripe | null {
  const key = env.STRIPE_SECRET_KEY;
  if (!key) return null;
  const options: Stripe.StripeConfig = {
    ...apiBaseOptions(env.STRIPE_API_BASE),
    // A checkout session is created while an upload's database transaction waits: fail fast rather than hold it.
    timeout: 15_000,
    maxNetworkRetries: 1,
    appInfo: { name: "Microfile" },
  };
  let client: Promise<Stripe> | undefined;
  return () => {
    client ??= loadStripeSdk().then((StripeSdk) => new StripeSdk(key, options));
    return client;
  };
}

function apiBaseOptions(base: string | undefined): { host?: string; port?: number; protocol?: "http" | "https" } {
  if (!base) return {};
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    throw new Error(`STRIPE_API_BASE must be a URL such as http://127.0.0.1:12111 (got "${base}").`);
  }
  const protocol = url.protocol === "http:" ? "http" : url.protocol === "https:" ? "https" : null;
  if (!protocol) throw new Error(`STRIPE_API_BASE must start with http:// or https:// (got "${base}").`);
  const port = url.port ? Number(url.port) : protocol === "http" ? 80 : 443;
  return { host: url.hostname, port, protocol };
}
