import { z } from "zod";
import {
  DirectorLoanTermsAnswer,
  GuaranteesAnswer,
  OffBalanceSheetAnswer,
  PeriodAnswersPatch,
} from "../../../core/contracts/readiness";
import type { App, AppContext } from "../../app-context";
import { requireSession } from "../../platform/auth/request-context";
import { requireScope } from "../../platform/company/company-scope";
import { getPeriodAnswers, patchPeriodAnswers } from "./period-answers.service";

const PeriodQuery = z.object({ period: z.string().max(64).optional() }).strict();

const PeriodAnswersDto = z.object({
  period: z.object({ startDate: z.string(), endDate: z.string() }),
  periodConfirmed: z.boolean(),
  openingFirstYear: z.boolean(),
  guarantees: GuaranteesAnswer.nullable(),
  offBalanceSheet: OffBalanceSheetAnswer.nullable(),
  directorLoanTerms: DirectorLoanTermsAnswer.nullable(),
  cashExplanations: z.record(z.string(), z.string()),
  statedBalances: z.record(z.string(), z.string()),
  noBankAccount: z.boolean(),
});

/**
 * What the director confirms for a period: the period itself, a first year, the notes questions, explanations of a
 * cash check difference and the bank's balance at the period end where the statements give none. `?period=` names a
 * closed period (id or start date); its answers are read-only (409).
 */
export async function periodAnswersRoutes(app: App, ctx: AppContext): Promise<void> {
  const { db } = ctx.database;
  await app.register(async (signedIn: App) => {
    // onRequest runs before validation: a signed-out caller gets 401 whatever it sends.
    signedIn.addHook("onRequest", async (request, reply) => {
      requireSession(request);
      reply.header("Cache-Control", "no-store");
    });

    signedIn.get(
      "/api/period-answers",
      { schema: { querystring: PeriodQuery, response: { 200: PeriodAnswersDto } } },
      async (request) => {
        return getPeriodAnswers(db, await requireScope(db, request), request.query.period);
      },
    );

    signedIn.patch(
      "/api/period-answers",
      {
        schema: {
          description:
            "Changes the answers given, keeps the others (null: not answered). 409 for a closed period. " +
            "cashExplanations are merged by bank account id; an empty string removes one. statedBalances (the " +
            'bank\'s balance at the period end, e.g. "1169.50" or "-250.00") are merged by the company\'s bank ' +
            "account id (404 for any other); an empty string or null removes one. noBankAccount: the company had no " +
            "bank account in the period, so the year steps go past uploading while it has no transactions.",
          querystring: PeriodQuery,
          body: PeriodAnswersPatch,
          response: { 200: PeriodAnswersDto },
        },
      },
      async (request) => patchPeriodAnswers(db, await requireScope(db, request), request.body, request.query.period),
    );
  });
}
