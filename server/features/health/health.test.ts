import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app-context";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { DATABASE_DOWN, healthRoutes } from "./health.routes";

const RAW = 'password authentication failed for user "mf_admin" at db.internal.example:5432';
const logged: Array<{ obj: unknown; msg: string }> = [];

/** Every request's logger records its errors here (the test app's logger is off). */
async function captureErrors(app: App): Promise<void> {
  app.addHook("onRequest", async (request) => {
    request.log = Object.assign(Object.create(request.log), {
      error: (obj: unknown, msg: string) => logged.push({ obj, msg }),
    });
  });
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ features: [captureErrors, healthRoutes] });
});
afterAll(async () => t.close());

describe("GET /api/health", () => {
  it("answers ok with the database's round trip", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, database: { status: "ok" } });
  });

  it("answers 503 with a plain message when the database fails, and logs the raw error", async () => {
    const query = t.database.query;
    t.database.query = async () => {
      throw new Error(RAW);
    };
    try {
      const res = await t.app.inject({ method: "GET", url: "/api/health" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ ok: false, database: { status: "error", error: DATABASE_DOWN } });
      expect(res.body).not.toContain("mf_admin");
      expect(logged).toHaveLength(1);
      expect((logged[0]!.obj as { err: Error }).err.message).toBe(RAW);
    } finally {
      t.database.query = query;
    }
  });
});
