import type { App } from "../../app-context";

/**
 * GET /api/openapi.json: the OpenAPI description of every route, made by @fastify/swagger (registered in app.ts
 * before the features) from the same zod schemas that validate each request.
 *
 * Public, like GET /api/health: it describes the API's shape and holds no one's data. Each route it lists still
 * checks who is asking, and the web app's own bundle names the same paths, so hiding it would protect nothing, while
 * an API client can read it before it signs in.
 */
export function openapiRoutes(app: App): void {
  app.get("/api/openapi.json", async () => app.swagger());
}
