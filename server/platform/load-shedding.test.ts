import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUpUser, type TestApp } from "../test-support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { DB_MAX_QUEUE: "3" } });
});
afterAll(async () => t.close());

describe("load shedding on the embedded database", () => {
  it("answers 503 with Retry-After at once when more API requests wait than DB_MAX_QUEUE allows", async () => {
    if (t.database.kind !== "pglite") return; // the bound exists for PGlite's single connection only
    const { cookie } = await signUpUser(t.app);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.app.inject({ method: "GET", url: "/api/transactions", headers: { cookie } })),
    );
    const shed = answers.filter((r) => r.statusCode === 503);
    expect(shed.length).toBeGreaterThan(0);
    expect(answers.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(3);
    expect(shed[0]!.headers["retry-after"]).toBe("1");
    expect(shed[0]!.json().error).toMatch(/busy/);
    // Once the burst is over, requests are served again.
    expect((await t.app.inject({ method: "GET", url: "/api/transactions", headers: { cookie } })).statusCode).toBe(200);
  });
});
