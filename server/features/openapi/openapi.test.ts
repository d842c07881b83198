import type { FastifySchema } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { Feature } from "../../app-context";
import { type DescribedRoute, describedRoutes, openApiDocument } from "../../test-support/described-routes";
import { createTestApp } from "../../test-support/test-app";
import { FEATURES } from "..";

interface Registered {
  method: string;
  url: string;
  schema?: FastifySchema;
}
const registered: Registered[] = [];
// Mounted before every feature, so it sees each route the server registers. HEAD routes, which Fastify adds for each
// GET and which run the GET's handler, are left out, as the description leaves them out.
const recorder: Feature = (app) => {
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) {
      if (method !== "HEAD") registered.push({ method, url: route.url, schema: route.schema });
    }
  });
};

const t = await createTestApp({ features: [recorder, ...FEATURES] });
afterAll(() => t.close());
// Read signed out: no cookie.
const doc = await openApiDocument(t.app);
const described = describedRoutes(doc);

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
const describedAs = (r: Registered): DescribedRoute => {
  const found = described.find((d) => key(d) === key(r));
  if (!found) throw new Error(`${key(r)} is not in the description`);
  return found;
};
/** The field names a zod object schema declares; undefined for any other schema. */
const fieldsOf = (schema: unknown) => (schema instanceof z.ZodObject ? Object.keys(schema.shape).sort() : undefined);
const parameterNames = (d: DescribedRoute, where: "query" | "path") =>
  (d.operation.parameters ?? []).filter((p) => p.in === where).map((p) => p.name);
const bodySchema = (d: DescribedRoute) =>
  d.operation.requestBody?.content["application/json"]?.schema as
    | { properties?: Record<string, unknown>; required?: string[] }
    | undefined;

describe("GET /api/openapi.json", () => {
  it("answers a caller who is not signed in with an OpenAPI 3.1 description of the API", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(described.map(key)).toContain("GET /api/openapi.json");
  });

  it("says which company a call acts on, and how a client names the company it shows", () => {
    expect(doc.info.description).toContain("X-Company-Id header");
    expect(doc.info.description).toContain("company query parameter");
    expect(doc.info.description).toContain("409 and companySwitched: true");
  });

  it("lists every route the app registers, and no other", () => {
    expect(registered.length).toBeGreaterThan(40);
    expect(described.map(key).sort()).toEqual(registered.map(key).sort());
  });

  it("gives each route the request body, query and path parameters its schema declares", () => {
    for (const route of registered) {
      const d = describedAs(route);
      expect({ body: d.hasBody, query: d.hasQuery, params: d.hasParams }, key(route)).toEqual({
        body: Boolean(route.schema?.body),
        query: Boolean(route.schema?.querystring),
        params: Boolean(route.schema?.params),
      });
    }
  });

  it("writes each request's fields from the zod schema that validates it", () => {
    for (const route of registered) {
      const d = describedAs(route);
      const body = fieldsOf(route.schema?.body);
      if (body) expect(Object.keys(bodySchema(d)?.properties ?? {}).sort(), `${key(route)} body`).toEqual(body);
      const query = fieldsOf(route.schema?.querystring);
      if (query) expect(parameterNames(d, "query").sort(), `${key(route)} query`).toEqual(query);
      const params = fieldsOf(route.schema?.params);
      if (params) expect(parameterNames(d, "path").sort(), `${key(route)} params`).toEqual(params);
    }
  });

  it("carries a schema's rules, not only its field names", () => {
    const select = describedAs({ method: "POST", url: "/api/companies/:id/select" });
    expect(select.operation.parameters).toContainEqual(
      expect.objectContaining({
        in: "path",
        name: "id",
        required: true,
        schema: expect.objectContaining({ maxLength: 100 }),
      }),
    );
    const save = bodySchema(describedAs({ method: "POST", url: "/api/transactions" }));
    expect(save?.required).toContain("transactions");
    expect(save?.properties?.transactions).toMatchObject({ type: "array", minItems: 1 });
  });
});
