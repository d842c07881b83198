import fc from "fast-check";
import { afterAll, describe, it } from "vitest";
import { startStripeFake, stripeEnv } from "../server/test-support/stripe-fake";
import { signUpUser } from "../server/test-support/test-app";
import { ROUTE_EXPECTATIONS } from "./route-expectations";
import { createDescribedApp, routeKey } from "./support/described-app";
import { assertWellFormedAnswer, FUZZ_RUNS, FUZZ_SEED } from "./support/fuzz-settings";
import { seedUserA } from "./support/user-a";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
// Payments on (against the loopback Stripe fake), so the payment routes answer as in production, not "not configured".
const stripe = await startStripeFake();
const t = await createDescribedApp(stripeEnv(stripe));
afterAll(async () => {
  await t.close();
  await stripe.close();
});
const a = await seedUserA(t.app);
const other = await signUpUser(t.app);
/** These end the caller's session: fuzzed signed out, so the rest keeps a signed-in user. */
const SIGNS_OUT = new Set(["POST /api/user/delete-my-data", "GET /api/logout"]);

/** A valid body (from the route table) with one field replaced by anything JSON can hold. */
const mutated = (valid: unknown) =>
  fc.tuple(fc.jsonValue(), fc.nat()).map(([value, n]) => {
    if (!valid || typeof valid !== "object" || Array.isArray(valid)) return value;
    const keys = Object.keys(valid);
    if (keys.length === 0) return value;
    return { ...valid, [keys[n % keys.length]!]: value };
  });

const idSegment = fc.oneof(
  fc.string({ maxLength: 120 }),
  fc.uuid(),
  fc.constantFrom(
    "0",
    "-1",
    "null",
    "%00",
    "..%2F..",
    "'; drop table users;--",
    "00000000-0000-0000-0000-000000000000",
  ),
);
const queryString = fc.dictionary(
  fc.string({ maxLength: 10 }),
  fc.oneof(fc.string({ maxLength: 300 }), fc.constant("")),
  {
    maxKeys: 4,
  },
);
const rawBody = fc.oneof(
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 200 }),
  fc.constantFrom(
    "{",
    "[",
    '{"a":',
    "null",
    '""',
    "1e999",
    '{"__proto__":{"x":1}}',
    '{"constructor":{"prototype":{}}}',
  ),
);

describe("random JSON bodies, path ids and query strings through every route", () => {
  it(`answers ${FUZZ_RUNS} random requests without a 5xx, every 4xx with a message (seed ${FUZZ_SEED})`, {
    timeout: 60_000 + FUZZ_RUNS * 300,
  }, async () => {
    const routes = t.routes.filter((r) => r.url.startsWith("/api/"));
    const request = fc.constantFrom(...routes).chain((route) =>
      fc.record({
        route: fc.constant(route),
        id: idSegment,
        query: queryString,
        body: fc.oneof(
          rawBody,
          mutated(ROUTE_EXPECTATIONS[routeKey(route)]?.call(a).payload).map((v) => JSON.stringify(v)),
        ),
        who: fc.constantFrom("a", "other", "none"),
      }),
    );
    await fc.assert(
      fc.asyncProperty(request, async ({ route, id, query, body, who }) => {
        const key = routeKey(route);
        const path = route.url.replace(":id", encodeURIComponent(id) || "x");
        const qs = new URLSearchParams(query).toString();
        const cookie = SIGNS_OUT.has(key) || who === "none" ? undefined : who === "a" ? a.cookie : other.cookie;
        const hasBody = route.method !== "GET" && route.method !== "DELETE";
        const res = await t.app.inject({
          method: route.method as Method,
          url: qs ? `${path}?${qs}` : path,
          headers: { ...(cookie ? { cookie } : {}), ...(hasBody ? { "content-type": "application/json" } : {}) },
          ...(hasBody ? { payload: body } : {}),
        });
        assertWellFormedAnswer(res.statusCode, res.body, `${route.method} ${path}?${qs} body=${body.slice(0, 200)}`);
      }),
      { numRuns: FUZZ_RUNS, seed: FUZZ_SEED, endOnFailure: false },
    );
  });
});
