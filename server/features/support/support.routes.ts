import type { FastifyReply, FastifyRequest } from "fastify";
import { answerQuestion } from "../../../core/support";
import type { App, AppContext } from "../../app-context";
import { AppError } from "../../platform/errors";
import type { Mailer } from "../../platform/mail/mailer";
import { AskBody, AskResponse, TicketBody, TicketResponse } from "./support.schemas";
import { createTicket } from "./support.service";
import { emailAlertsOn, supportHealth } from "./support-health";

/** Spec part 1 §7: five tickets per address per hour is plenty for a person and little for a spammer. */
const TICKET_LIMIT = {
  max: 5,
  timeWindow: "1 hour",
  errorResponseBuilder: () =>
    new AppError("rate_limited", "Too many tickets from your network in the last hour. Please try again later."),
};
const ASK_LIMIT = {
  max: 60,
  timeWindow: "1 minute",
  errorResponseBuilder: () => new AppError("rate_limited", "Too many questions at once. Please wait a moment."),
};

/** POST /api/support/ask, POST /api/support/ticket and GET /api/support/health. */
export function supportRoutes(app: App, ctx: AppContext, mailer: Mailer): void {
  const { db } = ctx.database;

  app.post(
    "/api/support/ask",
    { schema: { body: AskBody, response: { 200: AskResponse } }, config: { rateLimit: ASK_LIMIT }, onSend: okFalse },
    async (request) => {
      const { ok, answer, suggestedFaqs } = answerQuestion(request.body.message);
      return { ok, answer, suggestedFaqs };
    },
  );

  app.post(
    "/api/support/ticket",
    {
      schema: { body: TicketBody, response: { 200: TicketResponse } },
      config: { rateLimit: TICKET_LIMIT },
      onSend: okFalse,
    },
    async (request) => {
      const id = await createTicket(db, request.body, {
        userId: request.auth?.userId ?? null,
        supportEmail: ctx.env.SUPPORT_EMAIL,
      });
      return { ok: true as const, id };
    },
  );

  app.get("/api/support/health", async (_request, reply) => {
    const health = await supportHealth(db, mailer, {
      emailAlerts: emailAlertsOn(ctx.env),
      monitorIntervalSeconds: ctx.env.MONITOR_INTERVAL_SECONDS,
    });
    reply.header("Cache-Control", "no-store");
    return reply.status(health.ok ? 200 : 503).send(health);
  });
}

/**
 * The chat reads `ok` and `error` from every answer of these routes (spec part 1 §3 "Ticket response: ok, id,
 * error"), so failures carry `ok: false` beside the usual error body.
 */
async function okFalse(_request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (reply.statusCode < 400 || typeof payload !== "string") return payload;
  try {
    const body = JSON.parse(payload) as unknown;
    if (body && typeof body === "object" && !Array.isArray(body)) return JSON.stringify({ ok: false, ...body });
  } catch {
    /* not JSON: leave it */
  }
  return payload;
}
