import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveRows } from "../server/test-support/seed";
import { createDescribedApp } from "./support/described-app";
import { CANARY, seedUserA, snapshotOf, type UserA } from "./support/user-a";

/**
 * Isolation between the companies of one person (an accountant's clients under one login): with their second
 * company current, user A reaches nothing of the first company's rules or learning. A's first company is seeded as
 * the isolation suite seeds it (a rule on "acanaryzq", a line set by hand to Sales); the second has its own lines.
 */

type Method = "GET" | "POST" | "PATCH" | "DELETE";

const t = await createDescribedApp();
let a: UserA;
let before: Record<string, unknown>;

const call = (method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: a.cookie }, ...(payload === undefined ? {} : { payload }) });
const select = async (companyId: string) =>
  expect((await call("POST", `/api/companies/${companyId}/select`)).statusCode).toBe(200);

/** Whether an answer shows anything of the first company's rules or lines (the rule's text is in lower case). */
const showsFirstCompany = (body: string) => body.toUpperCase().includes(CANARY);

/** A's view of their first company: the snapshot, with the second company (which this file changes) left out. */
async function firstCompanyView(): Promise<Record<string, unknown>> {
  const view = await snapshotOf(t.app, a.cookie);
  const listed = view["/api/companies"] as { body: { id: string }[] };
  return { ...view, "/api/companies": listed.body.filter((c) => c.id !== a.secondCompanyId) };
}

beforeAll(async () => {
  a = await seedUserA(t.app, t.database);
  before = await firstCompanyView();
  await select(a.secondCompanyId);
});
afterAll(() => t.close());

/** How A, in their second company, calls each rules route with the first company's rule, and what must hold. */
const CASES: Record<string, { call: () => [Method, string, object?]; status: number; check?: (body: string) => void }> =
  {
    "GET /api/rules": {
      call: () => ["GET", "/api/rules"],
      status: 200,
      check: (body) => expect(JSON.parse(body)).toEqual([]),
    },
    "PATCH /api/rules/:id": {
      call: () => ["PATCH", `/api/rules/${a.ruleId}`, { contains: "hijacked" }],
      status: 404,
    },
    "DELETE /api/rules/:id": { call: () => ["DELETE", `/api/rules/${a.ruleId}`], status: 404 },
    "POST /api/rules": {
      call: () => ["POST", "/api/rules", { contains: "second company rule", categoryId: "sales" }],
      status: 200,
    },
  };

describe("user A in their second company, with the first company's rule", () => {
  for (const [key, entry] of Object.entries(CASES)) {
    it(key, async () => {
      const [method, url, payload] = entry.call();
      const res = await call(method, url, payload);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(entry.status);
      expect(showsFirstCompany(res.body), "the answer shows the first company's rule").toBe(false);
      entry.check?.(res.body);
    });
  }

  it("POST /api/transactions/categorize: the first company's rule and hand-set lines teach nothing here", async () => {
    // The same narratives as the first company's rule and its line set by hand to Sales.
    await saveRows(t.app, a.cookie, [
      { date: "2025-05-01", description: `${CANARY} INVOICE 1`, amount: "1500.00" },
      { date: "2025-05-02", description: `${CANARY} TESCO`, amount: "-42.10" },
    ]);
    const listed = (await call("GET", "/api/transactions")).json() as { id: string }[];
    const res = await call("POST", "/api/transactions/categorize", { transactionIds: listed.map((r) => r.id) });
    expect(res.statusCode).toBe(200);
    const rows = (await call("GET", "/api/transactions")).json() as { categoryStage: string; categoryReason: string }[];
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(["rule", "history"]).not.toContain(row.categoryStage);
      expect(row.categoryReason).not.toMatch(/your rule|earlier/i);
    }
  });

  it("leaves the first company's data as it was", async () => {
    await select(a.companyId);
    expect(await firstCompanyView()).toEqual(before);
  });
});
