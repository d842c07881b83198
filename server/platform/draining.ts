import type { FastifyInstance } from "fastify";

/** Whether the server is shutting down: set once at SIGTERM, read by /api/health and every answer. */
export interface Draining {
  readonly active: boolean;
  begin(): void;
}

export function createDraining(): Draining {
  let active = false;
  return {
    get active() {
      return active;
    },
    begin() {
      active = true;
    },
  };
}

/**
 * While draining, every answer closes its connection, so a client holding a keep-alive connection to this server
 * opens its next one through the load balancer, to a server that is staying.
 */
export function registerDraining(app: FastifyInstance, draining: Draining): void {
  app.addHook("onRequest", async (_request, reply) => {
    if (draining.active) reply.header("Connection", "close");
  });
}
