import type { FastifyInstance } from "fastify";

/**
 * PGlite has a single connection: requests queue behind each other. Bound that queue and answer 503 with
 * Retry-After at once when it is full, instead of letting requests hang until they time out.
 */
export function registerLoadShedding(app: FastifyInstance, maxInFlight: number): void {
  let inFlight = 0;
  app.addHook("onRequest", async (request, reply) => {
    if (!request.url.startsWith("/api/")) return;
    if (inFlight >= maxInFlight) {
      reply.header("Retry-After", "1");
      const message = "The server is busy. Please try again in a moment.";
      return reply.status(503).send({ error: message, message });
    }
    inFlight++;
    // "close" fires once whether the response finished or the client went away.
    reply.raw.once("close", () => {
      inFlight--;
    });
  });
}
