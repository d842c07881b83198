import {
  HmrcCt600SubmissionBody,
  HmrcFilingSettings,
  HmrcSubmission,
  HmrcSubmissionCreated,
  HmrcSubmissionList,
  IdParam,
  isUuid,
  PeriodQuery,
} from "../../../../core/contracts";
import type { App } from "../../../app-context";
import { requireSession } from "../../../platform/auth/request-context";
import { requireScope } from "../../../platform/company/company-scope";
import { AppError } from "../../../platform/errors";
import { londonToday } from "../../../platform/london-today";
import {
  fileCt600,
  type HmrcDeps,
  hmrcReceiptPdf,
  hmrcSubmissionOf,
  hmrcSubmissionRow,
  hmrcSubmissions,
} from "./hmrc-ct600.service";

const PATH = "/api/submissions/hmrc/ct600";

/** Filing builds the return and its two iXBRL documents and waits for HMRC: a cap per signed-in user. */
const FILE_LIMIT = {
  rateLimit: {
    max: 10,
    timeWindow: "1 minute",
    keyGenerator: (r: { auth?: { userId: string } | null; ip: string }) => r.auth?.userId ?? r.ip,
  },
};

const validId = (id: string) => {
  if (!isUuid(id)) throw new AppError("not_found", "No such HMRC submission.");
  return id;
};

/**
 * Filing the company tax return with HMRC: file, one submission, the company's submissions, and whether this
 * installation is recognised by HMRC. Every answer is the caller's own company's, never cached. The Gateway
 * password is in the POST body only: Fastify's logger records no bodies, and no answer repeats it.
 */
export async function hmrcCt600Routes(app: App, deps: HmrcDeps): Promise<void> {
  const { db } = deps;
  await app.register(async (signedIn: App) => {
    signedIn.addHook("onRequest", async (request, reply) => {
      requireSession(request);
      reply.header("Cache-Control", "no-store");
    });

    signedIn.get("/api/submissions/hmrc/settings", { schema: { response: { 200: HmrcFilingSettings } } }, async () => ({
      available: deps.config !== null,
      test: deps.config?.settings.testInLive ?? false,
    }));

    signedIn.post(
      PATH,
      {
        config: FILE_LIMIT,
        schema: {
          body: HmrcCt600SubmissionBody,
          querystring: PeriodQuery,
          response: { 202: HmrcSubmissionCreated },
        },
      },
      async (request, reply) => {
        const scope = await requireScope(db, request);
        // `?period=`: a closed year, filed from what was kept at its close, as its packs are.
        const created = await fileCt600(deps, scope, request.body, londonToday(), request.query.period);
        return reply.status(202).send(created);
      },
    );

    signedIn.get(PATH, { schema: { response: { 200: HmrcSubmissionList } } }, async (request) =>
      hmrcSubmissions(db, await requireScope(db, request)),
    );

    signedIn.get(`${PATH}/:id`, { schema: { params: IdParam, response: { 200: HmrcSubmission } } }, async (request) => {
      const scope = await requireScope(db, request);
      return hmrcSubmissionOf(await hmrcSubmissionRow(db, scope, validId(request.params.id)));
    });

    signedIn.get(`${PATH}/:id/receipt`, { schema: { params: IdParam } }, async (request, reply) => {
      const scope = await requireScope(db, request);
      const pdf = await hmrcReceiptPdf(db, scope, validId(request.params.id));
      return reply
        .header("Content-Type", "application/pdf")
        .header("Content-Disposition", 'attachment; filename="hmrc-ct600-receipt.pdf"')
        .header("X-Content-Type-Options", "nosniff")
        .send(pdf);
    });
  });
}
