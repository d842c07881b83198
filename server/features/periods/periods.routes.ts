import { z } from "zod";
import { ClosePeriodBody, IdParam } from "../../../core/contracts";
import type { App, AppContext } from "../../app-context";
import { requireScope } from "../../platform/company/company-scope";
import { londonToday } from "../../platform/london-today";
import { closeCurrentPeriod, listPeriods, reopenPeriod } from "./periods.service";

const PeriodDtoSchema = z.object({
  id: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  status: z.enum(["open", "closed"]),
  closedAt: z.string().nullable(),
  canReopen: z.boolean(),
  reopenBlockedBy: z.string().nullable(),
});

/**
 * The company's periods. Closing keeps the open period as it is and moves the company to the next one; reopening
 * (the latest closed period, while the period after it has no filing) undoes that and says what it undid.
 */
export function periodsRoutes(app: App, ctx: AppContext): void {
  const { db } = ctx.database;

  app.get(
    "/api/periods",
    {
      schema: {
        response: { 200: z.object({ periods: z.array(PeriodDtoSchema), current: PeriodDtoSchema.nullable() }) },
      },
    },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      return listPeriods(db, await requireScope(db, request));
    },
  );

  app.post(
    "/api/periods/close",
    {
      schema: {
        description:
          "Closes the current company's open period: its transactions, adjustments and settings can no longer " +
          "change (409), and the company moves to the next period (12 months unless nextPeriodEnd is given), whose " +
          "opening balances are the closing balance sheet, to the penny. While a readiness check of the period " +
          "blocks (GET /api/reports/readiness; the micro-entity test excepted) it answers 409 { error, checks } " +
          "with the blocking checks, as the filing packs do, and changes nothing.",
        body: ClosePeriodBody.optional(),
        response: {
          200: z.object({
            closed: PeriodDtoSchema,
            current: PeriodDtoSchema,
            openingBalances: z.record(z.string(), z.number()),
          }),
        },
      },
    },
    async (request) => closeCurrentPeriod(db, await requireScope(db, request), request.body ?? {}, londonToday()),
  );

  app.post(
    "/api/periods/:id/reopen",
    {
      schema: {
        description:
          "Reopens the latest closed period (409 while the period after it has a filing, or for an earlier one): " +
          "the company returns to it with the settings it was closed with. Answers what that undid.",
        params: IdParam,
        response: { 200: z.object({ reopened: PeriodDtoSchema, undone: z.array(z.string()) }) },
      },
    },
    async (request) => reopenPeriod(db, await requireScope(db, request), request.params.id),
  );
}
