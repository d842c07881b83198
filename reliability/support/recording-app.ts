import type { Feature } from "../../server/app-context";
import { FEATURES } from "../../server/features";
import { createTestApp, type TestApp } from "../../server/test-support/test-app";

export interface RouteInfo {
  method: string;
  url: string;
  hasBody: boolean;
  hasQuery: boolean;
  hasParams: boolean;
}

/** `METHOD /path` as the route table writes it. */
export const routeKey = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

/**
 * The real app (createTestApp) with an onRoute hook mounted before every feature, so the list of routes is the one
 * the server really serves. HEAD routes Fastify adds for each GET are left out: they run the GET handler.
 */
export async function createRecordingApp(env: Record<string, string> = {}): Promise<TestApp & { routes: RouteInfo[] }> {
  const routes: RouteInfo[] = [];
  const recorder: Feature = (app) => {
    app.addHook("onRoute", (r) => {
      const methods = Array.isArray(r.method) ? r.method : [r.method];
      for (const method of methods) {
        if (method === "HEAD") continue;
        routes.push({
          method,
          url: r.url,
          hasBody: Boolean(r.schema?.body),
          hasQuery: Boolean(r.schema?.querystring),
          hasParams: Boolean(r.schema?.params),
        });
      }
    });
  };
  const t = await createTestApp({ env, features: [recorder, ...FEATURES] });
  return Object.assign(t, { routes });
}
