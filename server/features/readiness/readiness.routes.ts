import { z } from "zod";
import type { App, AppContext } from "../../app-context";
import { requireSession } from "../../platform/auth/request-context";
import { pageReportHandler } from "../reports/kept-page-reports";
import { ReadinessResponse } from "./readiness.schemas";

export { ReadinessCheckDto } from "./readiness.schemas";

/** Whether the current company's period is ready to sign and file; `?period=` a closed one. */
export async function readinessRoutes(app: App, ctx: AppContext): Promise<void> {
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
          response: { 200: ReadinessResponse },
        },
      },
      // Kept with the Reports page's other answers, at the company's accounts version and today's date.
      pageReportHandler(ctx.database, "readiness"),
    );
  });
}
