import type { ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";

/** Whether the server is shutting down (set once at SIGTERM), and the answers it is still writing. */
export interface Draining {
  readonly active: boolean;
  begin(): void;
  /** Counts an answer as in flight until it has been wholly handed to the socket (or its client went away). */
  track(response: ServerResponse): void;
  /** Resolves once no answer is in flight. */
  idle(): Promise<void>;
}

export function createDraining(): Draining {
  let active = false;
  let inFlight = 0;
  let waiting: Array<() => void> = [];
  return {
    get active() {
      return active;
    },
    begin() {
      active = true;
    },
    track(response) {
      inFlight++;
      // "close" comes after "finish" (the last byte handed to the socket), or when the connection is lost.
      response.once("close", () => {
        if (--inFlight > 0) return;
        for (const resolve of waiting) resolve();
        waiting = [];
      });
    },
    idle() {
      return inFlight === 0 ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve));
    },
  };
}

/**
 * Counts every request in flight for the shutdown, and while draining makes every answer close its connection, so
 * a client holding a keep-alive connection to this server opens its next one through the load balancer, to a
 * server that is staying.
 */
export function registerDraining(app: FastifyInstance, draining: Draining): void {
  app.addHook("onRequest", async (_request, reply) => {
    draining.track(reply.raw);
    if (draining.active) reply.header("Connection", "close");
  });
}
