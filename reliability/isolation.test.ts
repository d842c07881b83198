import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpUser } from "../server/test-support/test-app";
import { PERIOD_QUERY_CASES, ROUTE_EXPECTATIONS, type RouteCase } from "./route-expectations";
import { createDescribedApp, routeKey } from "./support/described-app";
import { CANARY, seedUserA, snapshotOf, type UserA } from "./support/user-a";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

const t = await createDescribedApp();
const keys = t.routes.map(routeKey);
let a: UserA;
let b: { cookie: string };
let before: Record<string, unknown>;

const DEFAULT_STATUS: Record<RouteCase["expect"], (s: number) => boolean> = {
  own: (s) => s === 200,
  public: (s) => s < 500,
  "not-found": (s) => s === 404 || s === 403,
  bulk: (s) => s === 200,
  admin: (s) => s === 403,
};

async function ticketStatus(id: string): Promise<unknown> {
  const rows = await t.database.query<{ status: string }>("select status from support_tickets where id = $1", [id]);
  return rows[0]?.status;
}

beforeAll(async () => {
  a = await seedUserA(t.app, t.database);
  b = await signUpUser(t.app, { firstName: "Bea", lastName: "Other" });
  before = { ...(await snapshotOf(t.app, a.cookie)), ticket: await ticketStatus(a.ticketId) };
});
afterAll(() => t.close());

describe("route table", () => {
  it("has an entry for every route the server registers (a new route without a test fails here)", () => {
    const missing = keys.filter((k) => !(k in ROUTE_EXPECTATIONS));
    expect(missing, "new route(s) without a test: add them to reliability/route-expectations.ts").toEqual([]);
  });

  it("has no entry for a route that no longer exists", () => {
    expect(Object.keys(ROUTE_EXPECTATIONS).filter((k) => !keys.includes(k))).toEqual([]);
    expect(Object.keys(PERIOD_QUERY_CASES).filter((k) => !keys.includes(k))).toEqual([]);
  });
});

/** B calls the route as `entry` says; the answer and A's data must be as it expects. */
async function checkCase(method: string, entry: RouteCase): Promise<void> {
  const spec = entry.call(a);
  const send = (cookie?: string) =>
    t.app.inject({
      method: method as Method,
      url: spec.url,
      headers: cookie ? { cookie } : {},
      ...(spec.payload === undefined ? {} : { payload: spec.payload as object }),
    });

  if (entry.expect === "admin") {
    expect((await send()).statusCode, "signed out").toBe(401);
  }
  const cookie = entry.fresh ? (await signUpUser(t.app)).cookie : b.cookie;
  const res = await send(cookie);
  const allowed = entry.status ? entry.status.includes(res.statusCode) : DEFAULT_STATUS[entry.expect](res.statusCode);
  expect(allowed, `status ${res.statusCode}: ${res.body.slice(0, 300)}`).toBe(true);
  expect(res.body.includes(CANARY), "B's answer shows A's data").toBe(false);
  if (res.statusCode >= 400) expect(typeof res.json().error).toBe("string");
  entry.check?.(res.json(), a);

  const after = { ...(await snapshotOf(t.app, a.cookie)), ticket: await ticketStatus(a.ticketId) };
  expect(after, "A's data changed").toEqual(before);
}

describe("user B with user A's ids", () => {
  for (const route of t.routes) {
    const key = routeKey(route);
    it(key, async () => {
      const entry = ROUTE_EXPECTATIONS[key];
      if (!entry) throw new Error(`new route without a test: ${key}`);
      await checkCase(route.method, entry);
    });
  }
});

describe("user B naming user A's closed period in ?period=", () => {
  for (const [key, entry] of Object.entries(PERIOD_QUERY_CASES)) {
    it(key, () => checkCase(key.split(" ")[0]!, entry));
  }
});
