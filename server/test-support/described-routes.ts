import type { App } from "../app-context";

interface Parameter {
  in: string;
  name: string;
  schema?: unknown;
}
/** One operation of the OpenAPI description (the parts the tests read). */
export interface Operation {
  requestBody?: { content: Record<string, { schema: unknown }> };
  parameters?: Parameter[];
}
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
}

/** A route as the server's OpenAPI description lists it, its path written as Fastify writes it (`/api/x/:id`). */
export interface DescribedRoute {
  method: string;
  url: string;
  hasBody: boolean;
  hasQuery: boolean;
  hasParams: boolean;
  operation: Operation;
}

/** The app's own description, GET /api/openapi.json, the one API clients read. */
export async function openApiDocument(app: App): Promise<OpenApiDocument> {
  const res = await app.inject({ method: "GET", url: "/api/openapi.json" });
  if (res.statusCode !== 200) throw new Error(`GET /api/openapi.json: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Every operation of the description, one per method and path. */
export function describedRoutes(doc: OpenApiDocument): DescribedRoute[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      method: method.toUpperCase(),
      url: path.replace(/\{(\w+)\}/g, ":$1"),
      hasBody: Boolean(operation.requestBody),
      hasQuery: Boolean(operation.parameters?.some((p) => p.in === "query")),
      hasParams: Boolean(operation.parameters?.some((p) => p.in === "path")),
      operation,
    })),
  );
}
