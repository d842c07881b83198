import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError, someCause } from "./errors";
import { STORAGE_FULL_MESSAGE } from "./storage-guard";
import { type ValidationProblem, validationMessage } from "./validation-message";

/**
 * One error handler: AppError → its status and message; validation → 400 with a readable message; body limits →
 * 413; anything unexpected → 500 with a generic message (logged, never a stack trace in the response).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.status).send({ error: err.message, message: err.message, ...err.extra });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const labels = request.routeOptions.config.fieldLabels;
      const parts = err.validation.map((v) => validationMessage(v as ValidationProblem, labels));
      const context = err.validationContext === "querystring" ? "query" : (err.validationContext ?? "body");
      const message = `Invalid request ${context}: ${parts.slice(0, 5).join("; ")}`;
      return reply.status(400).send({ error: message, message });
    }
    const status = err.statusCode ?? 500;
    if (err.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      const message = "The request is too large. Files up to 20 MB and 200,000 rows can be uploaded at once.";
      return reply.status(413).send({ error: message, message });
    }
    if (status >= 400 && status < 500) {
      const message = humanise(err);
      return reply.status(status).send({ error: message, message });
    }
    if (isStorageFull(err)) {
      request.log.error({ err }, "storage full");
      return reply.status(507).send({ error: STORAGE_FULL_MESSAGE, message: STORAGE_FULL_MESSAGE });
    }
    if (isDatabaseUnreachable(err)) {
      request.log.error({ err }, "database unreachable");
      return reply.status(503).send({ error: DATABASE_UNREACHABLE_MESSAGE, message: DATABASE_UNREACHABLE_MESSAGE });
    }
    request.log.error({ err }, "unhandled error");
    const message = "Something went wrong on our side. Please try again.";
    return reply.status(500).send({ error: message, message });
  });
}

/**
 * The database could not write: Postgres's disk_full (53100), or the operating system's ENOSPC as PGlite reports
 * it ("No space left on device", "could not extend file").
 */
export function isStorageFull(err: unknown): boolean {
  return someCause(
    err,
    (e) =>
      e.code === "53100" ||
      e.code === "ENOSPC" ||
      (typeof e.message === "string" && /No space left on device|could not extend file/i.test(e.message)),
  );
}

export const DATABASE_UNREACHABLE_MESSAGE = "The database cannot be reached right now. Please try again in a moment.";

/** The operating system's answers when a connection cannot be made or was lost. */
const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/** node-postgres's own words for a connection it lost, never made, or gave up waiting for. */
const DRIVER_CONNECTION_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|is not queryable|Cannot use a pool after calling end/i;

/**
 * The database could not be asked at all, so the request is worth trying again rather than a fault of ours: the
 * network's or the driver's connection errors, PostgreSQL's connection exceptions (SQLSTATE class 08) and its
 * shutdown and start-up refusals (57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now).
 */
export function isDatabaseUnreachable(err: unknown): boolean {
  return someCause(err, (e) => {
    const code = typeof e.code === "string" ? e.code : "";
    if (CONNECTION_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code) || /^57P0[123]$/.test(code)) return true;
    return typeof e.message === "string" && DRIVER_CONNECTION_MESSAGE.test(e.message);
  });
}

function humanise(err: FastifyError): string {
  switch (err.code) {
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "Requests with a body must be sent as JSON (Content-Type: application/json).";
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return "The request body is empty; send a JSON object.";
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return "The request body is not valid JSON.";
    default:
      return err.message && !/^FST_/.test(err.message) ? err.message : "The request could not be processed.";
  }
}
