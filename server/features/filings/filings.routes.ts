import { z } from "zod";
import type { App, AppContext } from "../../app-context";
import { requireSession } from "../../platform/auth/request-context";
import { requireScope } from "../../platform/company/company-scope";
import { registerBilling } from "../../platform/payments/billing";
import { checkoutForPending, checkoutStatus } from "./checkout.service";

const CheckoutBody = z.object({}).optional();
const CheckoutDto = z.object({ url: z.string() });
const SessionQuery = z.object({ session_id: z.string().trim().min(1).max(255) });
const SessionStatusDto = z.object({ status: z.enum(["paid", "pending", "failed"]) });

/** POST /api/filings/create-checkout and GET /api/filings/checkout-session. The gates live in filings.service.ts. */
export function filingsRoutes(app: App, ctx: AppContext): void {
  const { db } = ctx.database;
  const billing = registerBilling(app, ctx);

  app.post(
    "/api/filings/create-checkout",
    {
      schema: { body: CheckoutBody, response: { 200: CheckoutDto } },
      // Each call opens a Stripe session: a loop in a page must not open thousands. Counted per user, not per
      // address, so people behind one office address do not share a budget.
      config: {
        rateLimit: { max: 10, timeWindow: "1 minute", keyGenerator: (request) => request.auth?.userId ?? request.ip },
      },
    },
    async (request) => {
      const scope = await requireScope(db, request);
      return checkoutForPending(db, billing, scope, requireSession(request).user.email);
    },
  );

  app.get(
    "/api/filings/checkout-session",
    { schema: { querystring: SessionQuery, response: { 200: SessionStatusDto } } },
    async (request, reply) => {
      const scope = await requireScope(db, request);
      reply.header("Cache-Control", "no-store");
      return { status: await checkoutStatus(db, billing, scope, request.query.session_id) };
    },
  );
}
