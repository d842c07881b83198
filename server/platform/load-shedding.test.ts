import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_ROWS, saveRows } from "../test-support/seed";
import { buildSsrEntry } from "../test-support/ssr-build";
import { createTestApp, signUpUser, type TestApp } from "../test-support/test-app";
import { TEST_INDEX_HTML, tempWebDist } from "../test-support/web-dist";

let t: TestApp;
let dist: ReturnType<typeof tempWebDist>;
let ssr: ReturnType<typeof buildSsrEntry>;
beforeAll(async () => {
  dist = tempWebDist();
  ssr = buildSsrEntry();
  t = await createTestApp({ env: { DB_MAX_QUEUE: "3" }, webDist: dist.dir, ssrDist: ssr.dir });
});
afterAll(async () => {
  await t.close();
  dist.remove();
  ssr.remove();
});

describe("load shedding on the embedded database", () => {
  // The bound exists for PGlite's single connection only: with DATABASE_URL these tests have nothing to check.
  const onPostgres = process.env.DATABASE_URL !== undefined;

  it.skipIf(onPostgres)(
    "answers 503 with Retry-After at once when more API requests wait than DB_MAX_QUEUE allows",
    async () => {
      const { cookie } = await signUpUser(t.app);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          t.app.inject({ method: "GET", url: "/api/transactions", headers: { cookie } }),
        ),
      );
      const shed = answers.filter((r) => r.statusCode === 503);
      expect(shed.length).toBeGreaterThan(0);
      expect(answers.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(3);
      expect(shed[0]!.headers["retry-after"]).toBe("1");
      expect(shed[0]!.json().error).toMatch(/busy/);
      // Once the burst is over, requests are served again.
      expect((await t.app.inject({ method: "GET", url: "/api/transactions", headers: { cookie } })).statusCode).toBe(
        200,
      );
    },
  );

  it.skipIf(onPostgres)(
    "serves the Transactions page plain, never 503, when the queue has no room to draw its first screen",
    async () => {
      const { cookie } = await signUpUser(t.app);
      await saveRows(t.app, cookie, SAMPLE_ROWS);
      const pages = await Promise.all(
        Array.from({ length: 20 }, () => t.app.inject({ method: "GET", url: "/transactions", headers: { cookie } })),
      );
      expect(pages.map((p) => p.statusCode)).toEqual(pages.map(() => 200));
      const drawn = pages.filter((p) => p.body.includes('id="page-data"'));
      expect(drawn.length).toBeGreaterThanOrEqual(3);
      expect(pages.filter((p) => p.body === TEST_INDEX_HTML).length).toBeGreaterThan(0);
    },
  );
});
