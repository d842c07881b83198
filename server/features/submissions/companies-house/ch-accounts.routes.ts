import {
  ChAccountsSubmissionBody,
  ChFilingSettings,
  ChSubmission,
  ChSubmissionCreated,
  ChSubmissionList,
  IdParam,
  isUuid,
  PeriodQuery,
} from "../../../../core/contracts";
import type { App } from "../../../app-context";
import { requireSession } from "../../../platform/auth/request-context";
import { requireScope } from "../../../platform/company/company-scope";
import { AppError } from "../../../platform/errors";
import { londonToday } from "../../../platform/london-today";
import { type ChDeps, chSubmission, chSubmissions, fileAccounts } from "./ch-accounts.service";

const PATH = "/api/submissions/companies-house/accounts";

/** Filing is slow work for the gateway and for us (the iXBRL is rendered): a cap per signed-in user. */
const FILE_LIMIT = {
  rateLimit: {
    max: 10,
    timeWindow: "1 minute",
    keyGenerator: (r: { auth?: { userId: string } | null; ip: string }) => r.auth?.userId ?? r.ip,
  },
};

/**
 * Filing the accounts with Companies House: file, one submission, the company's submissions, and whether
 * this installation can file at all. Every answer is the caller's own company's, never cached.
 */
export async function chAccountsRoutes(app: App, deps: ChDeps): Promise<void> {
  const { db } = deps;
  await app.register(async (signedIn: App) => {
    signedIn.addHook("onRequest", async (request, reply) => {
      requireSession(request);
      reply.header("Cache-Control", "no-store");
    });

    signedIn.get(
      "/api/submissions/companies-house/settings",
      { schema: { response: { 200: ChFilingSettings } } },
      async () => ({ available: deps.config.available, test: deps.config.test }),
    );

    signedIn.post(
      PATH,
      {
        config: FILE_LIMIT,
        schema: { body: ChAccountsSubmissionBody, querystring: PeriodQuery, response: { 202: ChSubmissionCreated } },
      },
      async (request, reply) => {
        const scope = await requireScope(db, request);
        const { user } = requireSession(request);
        const name = [user.firstName, user.lastName].filter(Boolean).join(" ").trim() || user.email;
        const contact = { name, email: user.email };
        // `?period=`: a closed year, filed from what was kept at its close, as its packs are.
        const created = await fileAccounts(deps, scope, contact, request.body, londonToday(), request.query.period);
        return reply.status(202).send(created);
      },
    );

    signedIn.get(PATH, { schema: { response: { 200: ChSubmissionList } } }, async (request) =>
      chSubmissions(db, await requireScope(db, request)),
    );

    signedIn.get(`${PATH}/:id`, { schema: { params: IdParam, response: { 200: ChSubmission } } }, async (request) => {
      const scope = await requireScope(db, request);
      if (!isUuid(request.params.id)) throw new AppError("not_found", "No such Companies House submission.");
      return chSubmission(db, scope, request.params.id);
    });
  });
}
