import type { FastifyReply, FastifyRequest } from "fastify";
import { PeriodQuery } from "../../../core/contracts";
import type { App, AppContext } from "../../app-context";
import { requireSession } from "../../platform/auth/request-context";
import { requireScope } from "../../platform/company/company-scope";
import { londonToday } from "../../platform/london-today";
import { hmrcComputationsIxbrl } from "./computations-exports.service";
import { ChIxbrlBody, ChPackBody, FullExportQuery, HmrcComputationsBody, HmrcPackBody } from "./exports.schemas";
import { chPackPdf, chPackXlsx, type ExportFile, fullExportXlsx, hmrcPackXlsx } from "./exports.service";
import { chIxbrl, hmrcIxbrl } from "./ixbrl-exports.service";
import { packGate } from "./pack-gate";

/** Files are downloads: an attachment with the spec's file name, never cached. */
function sendFile(reply: FastifyReply, file: ExportFile) {
  return reply
    .header("Content-Type", file.contentType)
    .header("Content-Disposition", `attachment; filename="${file.fileName}"`)
    .header("X-Content-Type-Options", "nosniff")
    .send(file.body);
}

/** Renders are CPU work (a 50,000-row workbook is about a second): a generous cap per signed-in user. */
const EXPORT_LIMIT = {
  config: {
    rateLimit: {
      max: 30,
      timeWindow: "1 minute",
      keyGenerator: (request: FastifyRequest) => request.auth?.userId ?? request.ip,
    },
  },
};

/** `?period=` (a closed period's id or start date): that period's packs, as it was closed; missing: the open one. */
const periodOf = (request: FastifyRequest): string | undefined => (request.query as PeriodQuery).period;

/**
 * Filing pack exports (spec part 2 §7). The responses are files, so they declare no JSON response schema; errors are
 * the usual JSON `{ error, message }` (402 adds `needsPayment: true`; 409 `checks`, the blocking readiness checks;
 * 404 for a `?period=` the company does not have).
 */
export async function exportsRoutes(app: App, ctx: AppContext): Promise<void> {
  const { database, version } = ctx;
  const { db } = database;
  // Every filing pack waits for the readiness checks (409 with the blocking ones); the full export never does.
  const gate = packGate(db);
  const hmrcGate = packGate(db, { microEntity: false });

  await app.register(async (signedIn: App) => {
    // onRequest runs before body validation: a signed-out caller gets 401 whatever it sends.
    signedIn.addHook("onRequest", async (request, reply) => {
      requireSession(request);
      reply.header("Cache-Control", "no-store");
    });

    signedIn.post(
      "/api/exports/ch-pack/pdf",
      { ...EXPORT_LIMIT, preHandler: gate, schema: { body: ChIxbrlBody, querystring: PeriodQuery } },
      async (request, reply) =>
        sendFile(
          reply,
          await chPackPdf(db, await requireScope(db, request), request.body, londonToday(), periodOf(request)),
        ),
    );
    signedIn.post(
      "/api/exports/ch-pack/xlsx",
      { ...EXPORT_LIMIT, preHandler: gate, schema: { body: ChIxbrlBody, querystring: PeriodQuery } },
      async (request, reply) =>
        sendFile(
          reply,
          await chPackXlsx(db, await requireScope(db, request), request.body, londonToday(), periodOf(request)),
        ),
    );
    signedIn.post(
      "/api/exports/ch-pack/ixbrl",
      { ...EXPORT_LIMIT, preHandler: gate, schema: { body: ChIxbrlBody, querystring: PeriodQuery } },
      async (request, reply) => {
        const scope = await requireScope(db, request);
        return sendFile(reply, await chIxbrl(db, scope, request.body, londonToday(), version, periodOf(request)));
      },
    );
    signedIn.post(
      "/api/exports/hmrc-pack/ixbrl",
      // The full accounts HMRC takes with the CT600: the micro-entity test does not decide them.
      { ...EXPORT_LIMIT, preHandler: hmrcGate, schema: { body: ChPackBody, querystring: PeriodQuery } },
      async (request, reply) => {
        const scope = await requireScope(db, request);
        return sendFile(reply, await hmrcIxbrl(db, scope, request.body, londonToday(), version, periodOf(request)));
      },
    );
    signedIn.post(
      "/api/exports/hmrc-pack/computations-ixbrl",
      // The tax computations HMRC takes with the CT600: the same gate and payment rule as the accounts beside them.
      { ...EXPORT_LIMIT, preHandler: hmrcGate, schema: { body: HmrcComputationsBody, querystring: PeriodQuery } },
      async (request, reply) => {
        const scope = await requireScope(db, request);
        const file = await hmrcComputationsIxbrl(db, scope, request.body, londonToday(), version, periodOf(request));
        return sendFile(reply, file);
      },
    );
    signedIn.post(
      "/api/exports/hmrc-pack/xlsx",
      { ...EXPORT_LIMIT, preHandler: hmrcGate, schema: { body: HmrcPackBody, querystring: PeriodQuery } },
      async (request, reply) =>
        sendFile(
          reply,
          await hmrcPackXlsx(db, await requireScope(db, request), request.body, londonToday(), periodOf(request)),
        ),
    );
    signedIn.get(
      "/api/export/xlsx",
      { ...EXPORT_LIMIT, schema: { querystring: FullExportQuery } },
      async (request, reply) => {
        const scope = await requireScope(db, request);
        return sendFile(reply, await fullExportXlsx(database, scope, londonToday(), request.query.period));
      },
    );
  });
}
