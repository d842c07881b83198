import type { App, AppContext } from "../../app-context";

/**
 * GET /api/health: a database round trip, the version and the uptime. Not OK (503) when the database fails, nor
 * while the server is draining before it stops (SIGTERM), so a load balancer sends requests elsewhere.
 */
export const DATABASE_DOWN = "The database is not answering.";

export function healthRoutes(app: App, ctx: AppContext): void {
  app.get("/api/health", async (request, reply) => {
    const uptimeSeconds = Math.round((Date.now() - ctx.startedAt) / 1000);
    reply.header("Cache-Control", "no-store");
    if (ctx.draining.active) {
      return reply.status(503).send({
        ok: false,
        draining: true,
        message: "This server is shutting down.",
        database: { kind: ctx.database.kind },
        version: ctx.version,
        uptimeSeconds,
      });
    }
    try {
      const started = performance.now();
      await ctx.database.query("select 1");
      const latencyMs = Math.round((performance.now() - started) * 10) / 10;
      return {
        ok: true,
        database: { kind: ctx.database.kind, status: "ok", latencyMs },
        version: ctx.version,
        uptimeSeconds,
      };
    } catch (err) {
      // The driver's text can name hosts, users and internals: it goes to the log, the public answer says it plainly.
      request.log.error({ err }, "health check: the database did not answer");
      return reply.status(503).send({
        ok: false,
        database: { kind: ctx.database.kind, status: "error", error: DATABASE_DOWN },
        version: ctx.version,
        uptimeSeconds,
      });
    }
  });
}
