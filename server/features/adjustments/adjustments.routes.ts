import { z } from "zod";
import { AdjustmentBody, AdjustmentPatchBody, IdParam, PeriodQuery } from "../../../core/contracts";
import type { App, AppContext } from "../../app-context";
import { requireScope } from "../../platform/company/company-scope";
import { londonToday } from "../../platform/london-today";
import { createAdjustment, listForPeriod, patchAdjustment, removeAdjustment } from "./adjustments.service";

/**
 * Year-end adjustments of the current company's open period (closing stock, debtors, creditors, prepayments,
 * accruals); GET takes `?period=` to list a closed period's. Amounts are pounds as decimal strings.
 */
export function adjustmentsRoutes(app: App, ctx: AppContext): void {
  const { db } = ctx.database;

  app.get("/api/adjustments", { schema: { querystring: PeriodQuery } }, async (request, reply) => {
    reply.header("Cache-Control", "no-store");
    return listForPeriod(db, await requireScope(db, request), londonToday(), request.query.period);
  });

  app.post("/api/adjustments", { schema: { body: AdjustmentBody } }, async (request) =>
    createAdjustment(db, await requireScope(db, request), request.body),
  );

  app.patch("/api/adjustments/:id", { schema: { params: IdParam, body: AdjustmentPatchBody } }, async (request) =>
    patchAdjustment(db, await requireScope(db, request), request.params.id, request.body),
  );

  app.delete(
    "/api/adjustments/:id",
    { schema: { params: IdParam, response: { 200: z.object({ ok: z.boolean() }) } } },
    async (request) => {
      await removeAdjustment(db, await requireScope(db, request), request.params.id);
      return { ok: true };
    },
  );
}
