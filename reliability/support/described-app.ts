import { type DescribedRoute, describedRoutes, openApiDocument } from "../../server/test-support/described-routes";
import { createTestApp, type TestApp } from "../../server/test-support/test-app";

/** `METHOD /path` as the route table writes it. */
export const routeKey = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

/**
 * The real app (createTestApp) and its routes as its OpenAPI description (GET /api/openapi.json) lists them: the one
 * description API clients read, which server/features/openapi's test holds to every route the server registers.
 */
export async function createDescribedApp(
  env: Record<string, string> = {},
): Promise<TestApp & { routes: DescribedRoute[] }> {
  const t = await createTestApp({ env });
  return Object.assign(t, { routes: describedRoutes(await openApiDocument(t.app)) });
}
