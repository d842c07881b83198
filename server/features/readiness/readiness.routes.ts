import { z } from "zod";
import { READINESS_CHECK_IDS } from "../../../core/contracts/readiness";
import type { App, AppContext } from "../../app-context";
import { requireSession } from "../../platform/auth/request-context";
import { requireScope } from "../../platform/company/company-scope";
import { londonToday } from "../../platform/london-today";
import { periodReadiness } from "./readiness.service";

export const ReadinessCheckDto = z.object({
  id: z.enum(READINESS_CHECK_IDS),
  status: z.enum(["pass", "warn", "block"]),
  message: z.string(),
  fixAt: z.string(),
  suggestedAdjustment: z
    .object({
      kind: z.literal("accrual"),
      categoryId: z.string(),
      description: z.string(),
      amount: z.string(),
      vatRate: z.null(),
    })
    .optional(),
});

/** Whether the current company's period is ready to sign and file (issue 23); `?period=` a closed one. */
export async function readinessRoutes(app: App, ctx: AppContext): Promise<void> {
  const { db } = ctx.database;
  await app.register(async (signedIn: App) => {
    // onRequest runs before validation: a signed-out caller gets 401 whatever it sends.
    signedIn.addHook("onRequest", async (request, reply) => {
      requireSession(request);
      reply.header("Cache-Control", "no-store");
    });
    signedIn.get(
      "/api/reports/readiness",
      {
        schema: {
          description:
            "Every readiness check of the period (pass, warn or block, with where it is fixed); ready when none blocks. " +
            "Every filing pack answers 409 with the blocking checks until then.",
          querystring: z.object({ period: z.string().max(64).optional() }).strict(),
          response: { 200: z.object({ ready: z.boolean(), checks: z.array(ReadinessCheckDto) }) },
        },
      },
      async (request) => {
        const scope = await requireScope(db, request);
        return (await periodReadiness(db, scope, londonToday(), request.query.period)).readiness;
      },
    );
  });
}
