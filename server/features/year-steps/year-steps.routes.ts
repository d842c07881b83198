import { z } from "zod";
import { AdjustmentsCheckedBody, YEAR_STEP_IDS } from "../../../core/contracts";
import type { App, AppContext } from "../../app-context";
import { requireScope } from "../../platform/company/company-scope";
import { londonToday } from "../../platform/london-today";
import { checkAdjustments, companyYearSteps } from "./year-steps.service";

const YearStepsResponse = z.object({
  steps: z.array(z.object({ id: z.enum(YEAR_STEP_IDS), title: z.string(), href: z.string(), done: z.boolean() })),
  current: z.enum(YEAR_STEP_IDS).nullable(),
  ready: z.boolean(),
});

/** "Your year, step by step": where the current company's open year stands. */
export function yearStepsRoutes(app: App, ctx: AppContext): void {
  const { db } = ctx.database;

  app.get(
    "/api/year-steps",
    {
      schema: {
        description:
          "The steps of the company's year (details, upload, categorise, review, year-end adjustments, readiness, " +
          "packs), each done or not, the current one, and whether the year is ready.",
        response: { 200: YearStepsResponse },
      },
    },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      return companyYearSteps(db, await requireScope(db, request), londonToday());
    },
  );

  app.put(
    "/api/year-steps/adjustments",
    {
      schema: {
        description: "Records that the open period needs no year-end adjustments (checked: true), or takes it back.",
        body: AdjustmentsCheckedBody,
        response: { 200: YearStepsResponse },
      },
    },
    async (request) => checkAdjustments(db, await requireScope(db, request), londonToday(), request.body.checked),
  );
}
