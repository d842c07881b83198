import type Stripe from "stripe";
import { z } from "zod";
import type { App, AppContext } from "../../app-context";
import { AppError } from "../../platform/errors";
import { type Billing, registerBilling } from "../../platform/payments/billing";
import { FILING_PRICE_PENCE } from "../../platform/payments/filing-price";
import { loadStripeSdk } from "../../platform/payments/stripe-client";
import { handleStripeEvent } from "./payments.service";

const ConfigDto = z.object({ betaMode: z.boolean(), paymentsEnabled: z.boolean(), filingPricePence: z.number().int() });

/** Stripe's own default: a signature older than five minutes is refused, so a captured request cannot be replayed later. */
const SIGNATURE_TOLERANCE_S = 300;

/** GET /api/config (public: what the Payment dialog says) and POST /api/stripe/webhook. */
export async function paymentsRoutes(app: App, ctx: AppContext): Promise<void> {
  const billing = registerBilling(app, ctx);

  app.get("/api/config", { schema: { response: { 200: ConfigDto } } }, async () => ({
    betaMode: billing.betaMode,
    paymentsEnabled: billing.paymentsEnabled,
    filingPricePence: FILING_PRICE_PENCE,
  }));

  // Its own plugin, so the raw-body JSON parser applies to this route only (Fastify encapsulation).
  await app.register(async (scoped: App) => {
    scoped.removeContentTypeParser("application/json");
    scoped.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    scoped.post(
      "/api/stripe/webhook",
      { schema: { response: { 200: z.object({ received: z.literal(true) }) } } },
      async (request) => {
        const event = await verifiedEvent(billing, request.body, request.headers["stripe-signature"]);
        const outcome = await handleStripeEvent(ctx.database.db, event, request.log);
        request.log.info({ eventId: event.id, type: event.type, outcome }, "stripe event");
        return { received: true as const };
      },
    );
  });
}

/** The signature is checked on the exact bytes Stripe sent; parsed-and-reserialised JSON would not match. */
async function verifiedEvent(
  billing: Billing,
  body: unknown,
  signature: string | string[] | undefined,
): Promise<Stripe.Event> {
  if (!billing.webhookSecret) {
    throw new AppError("unavailable", "Stripe webhooks are not configured on this server (STRIPE_WEBHOOK_SECRET).");
  }
  if (typeof signature !== "string" || !Buffer.isBuffer(body)) {
    throw new AppError("bad_request", "A Stripe-Signature header and a JSON body are required.");
  }
  const webhooks = billing.stripe ? (await billing.stripe()).webhooks : (await loadStripeSdk()).webhooks;
  try {
    return webhooks.constructEvent(body, signature, billing.webhookSecret, SIGNATURE_TOLERANCE_S);
  } catch (err) {
    const stale = /tolerance/i.test((err as Error).message);
    throw new AppError(
      "bad_request",
      stale ? "The Stripe signature has expired." : "The Stripe signature is not valid.",
    );
  }
}
