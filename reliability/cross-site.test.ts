import { afterAll, describe, expect, it } from "vitest";
import { createDescribedApp, routeKey } from "./support/described-app";
import { seedUserA, snapshotOf } from "./support/user-a";

type Method = "POST" | "PUT" | "PATCH" | "DELETE";
const t = await createDescribedApp();
afterAll(() => t.close());
const a = await seedUserA(t.app);
const before = await snapshotOf(t.app, a.cookie);

const writes = t.routes.filter((r) => !["GET", "HEAD", "OPTIONS"].includes(r.method));
/** Fills `:id` with one of A's own ids, so an accepted request would really change something. */
const urlFor = (url: string) =>
  url
    .replace("/api/companies/:id", `/api/companies/${a.secondCompanyId}`)
    .replace("/api/rules/:id", `/api/rules/${a.ruleId}`)
    .replace("/tickets/:id", `/tickets/${a.ticketId}`)
    .replace("/api/transactions/:id/restore", `/api/transactions/${a.deletedTransactionId}/restore`)
    .replace(":id", a.transactionId);

const FORMS = [
  { type: "application/x-www-form-urlencoded", body: `ids=${a.transactionId}&name=evil&notes=evil` },
  { type: "text/plain", body: `{"ids":["${a.transactionId}"],"name":"evil","notes":"evil"}` },
  {
    type: "multipart/form-data; boundary=x",
    body: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nevil\r\n--x--\r\n',
  },
];
// The Stripe webhook is exempt (Stripe posts from its own servers); its signature check refuses anything else.
const EXEMPT = new Set(["POST /api/stripe/webhook"]);

describe("a cross-site form post to every state-changing route is refused and changes nothing", () => {
  it("covers the state-changing routes", () => expect(writes.length).toBeGreaterThan(10));
  for (const route of writes) {
    it(routeKey(route), async () => {
      for (const form of FORMS) {
        const res = await t.app.inject({
          method: route.method as Method,
          url: urlFor(route.url),
          headers: {
            cookie: a.cookie,
            origin: "https://evil.example",
            "content-type": form.type,
            "sec-fetch-site": "cross-site",
          },
          payload: form.body,
        });
        const refused = EXEMPT.has(routeKey(route)) ? [400, 403, 415, 503] : [403, 415];
        expect(refused, `${form.type}: ${res.statusCode} ${res.body.slice(0, 200)}`).toContain(res.statusCode);
        expect(typeof res.json().error).toBe("string");
      }
      // Same again with JSON from the evil origin (a cross-site fetch): refused by the origin check.
      const json = await t.app.inject({
        method: route.method as Method,
        url: urlFor(route.url),
        headers: { cookie: a.cookie, origin: "https://evil.example" },
        payload: { ids: [a.transactionId], name: "evil" },
      });
      if (!EXEMPT.has(routeKey(route))) expect(json.statusCode).toBe(403);
      expect(await snapshotOf(t.app, a.cookie)).toEqual(before);
      expect(
        (await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: a.cookie } })).statusCode,
      ).toBe(200);
    });
  }
});
