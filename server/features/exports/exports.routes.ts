import type { FastifyReply, FastifyRequest } from "fastify";
import type { App, AppContext } from "../../app-context";
import { requireSession } from "../../platform/auth/request-context";
import { requireScope } from "../../platform/company/company-scope";
import { londonToday } from "../../platform/london-today";
import { hmrcComputationsIxbrl } from "./computations-exports.service";
import { ChIxbrlBody, ChPackBody, HmrcComputationsBody, HmrcPackBody } from "./exports.schemas";
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

/**
 * Filing pack exports (spec part 2 §7). The responses are files, so they declare no JSON response schema; errors are
 * the usual JSON `{ error, message }` (402 adds `needsPayment: true`; 409 `checks`, the blocking readiness checks).
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
      { ...EXPORT_LIMIT, preHandler: gate, schema: { body: ChPackBody } },
      async (request, reply) =>
        sendFile(reply, await chPackPdf(db, await requireScope(db, request), request.body, londonToday())),
    );
    signedIn.post(
      "/api/exports/ch-pack/xlsx",
      { ...EXPORT_LIMIT, preHandler: gate, schema: { body: ChPackBody } },
      async (request, reply) =>
        sendFile(reply, await chPackXlsx(db, await requireScope(db, request), request.body, londonToday())),
    );
    signedIn.post(
      "/api/exports/ch-pack/ixbrl",
      { ...EXPORT_LIMIT, preHandler: gate, schema: { body: ChIxbrlBody } },
      async (request, reply) =>
        sendFile(reply, await chIxbrl(db, await requireScope(db, request), request.body, londonToday(), version)),
    );
    signedIn.post(
      "/api/exports/hmrc-pack/ixbrl",
      // The full accounts HMRC takes with the CT600: the micro-entity test does not decide them.
      { ...EXPORT_LIMIT, preHandler: hmrcGate, schema: { body: ChPackBody } },
      async (request, reply) =>
        sendFile(reply, await hmrcIxbrl(db, await requireScope(db, request), request.body, londonToday(), version)),
    );
    signedIn.post(
      "/api/exports/hmrc-pack/computations-ixbrl",
      // The tax computations HMRC takes with the CT600: the same gate and payment rule as the accounts beside them.
      { ...EXPORT_LIMIT, preHandler: hmrcGate, schema: { body: HmrcComputationsBody } },
      async (request, reply) =>
        sendFile(
          reply,
          await hmrcComputationsIxbrl(db, await requireScope(db, request), request.body, londonToday(), version),
        ),
    );
    signedIn.post(
      "/api/exports/hmrc-pack/xlsx",
      { ...EXPORT_LIMIT, preHandler: hmrcGate, schema: { body: HmrcPackBody } },
      async (request, reply) =>
        sendFile(reply, await hmrcPackXlsx(db, await requireScope(db, request), request.body, londonToday())),
    );
    signedIn.get("/api/export/xlsx", EXPORT_LIMIT, async (request, reply) =>
      sendFile(reply, await fullExportXlsx(database, await requireScope(db, request), londonToday())),
    );
  });
}
