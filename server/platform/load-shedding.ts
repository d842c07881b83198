import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyRequest {
    /** A page the server would draw ahead of the app (web-app.ts) that the database has no room for now. */
    plainPage: boolean;
  }
}

/**
 * PGlite has a single connection: requests queue behind each other. Bound that queue and answer 503 with
 * Retry-After at once when it is full, instead of letting requests hang until they time out.
 *
 * PGlite runs its queries on the event loop itself, so a request could otherwise run from parse to response without
 * giving Node a turn to read the next sockets: the queue would form unseen in socket buffers, and nobody would ever
 * be turned away. Each admitted request therefore yields once (setImmediate) before going on, so waiting requests
 * are read, counted here, and the excess is answered 503 at once.
 *
 * A page the server draws from the database (`drawnPages`, such as /transactions) counts too; when the queue is full
 * it is not turned away but served plain (`request.plainPage`), and the app then asks for its data itself.
 */
export function registerLoadShedding(
  app: FastifyInstance,
  maxInFlight: number,
  drawnPages: readonly string[] = [],
): void {
  let inFlight = 0;
  app.decorateRequest("plainPage", false);
  app.addHook("onRequest", async (request, reply) => {
    const drawn = drawnPages.includes(request.url);
    if (!request.url.startsWith("/api/") && !drawn) return;
    if (drawn && inFlight >= maxInFlight) {
      request.plainPage = true;
      return;
    }
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
    await new Promise<void>((resolve) => setImmediate(resolve));
  });
}
