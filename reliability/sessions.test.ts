import { afterAll, describe, expect, it } from "vitest";
import { createTestApp, sessionCookieFrom, signUpUser } from "../server/test-support/test-app";

const t = await createTestApp();
afterAll(() => t.close());

const whoAmI = (cookie: string) => t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
const signIn = (email: string, password: string, remoteAddress: string, cookie?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/signin",
    payload: { email, password },
    remoteAddress,
    headers: cookie ? { cookie } : {},
  });

describe("sessions", () => {
  it("rotates the session id at sign-in: the id held before is worthless after it", async () => {
    const user = await signUpUser(t.app, { password: "rotate me please 1" });
    const res = await signIn(user.email, "rotate me please 1", "10.9.0.1", user.cookie);
    expect(res.statusCode).toBe(200);
    const fresh = sessionCookieFrom(res.headers["set-cookie"]);
    expect(fresh).not.toBe(user.cookie);
    expect((await whoAmI(fresh)).statusCode).toBe(200);
    expect((await whoAmI(user.cookie)).statusCode).toBe(401);
  });

  it("makes the old cookie useless after sign-out", async () => {
    const user = await signUpUser(t.app);
    expect((await whoAmI(user.cookie)).statusCode).toBe(200);
    const out = await t.app.inject({ method: "GET", url: "/api/logout", headers: { cookie: user.cookie } });
    expect(out.statusCode).toBeLessThan(400);
    expect((await whoAmI(user.cookie)).statusCode).toBe(401);
    const list = await t.app.inject({ method: "GET", url: "/api/transactions", headers: { cookie: user.cookie } });
    expect(list.statusCode).toBe(401);
  });

  it("makes the old cookie useless after delete-my-data", async () => {
    const user = await signUpUser(t.app);
    const del = await t.app.inject({
      method: "POST",
      url: "/api/user/delete-my-data",
      headers: { cookie: user.cookie },
    });
    expect(del.statusCode).toBe(200);
    expect((await whoAmI(user.cookie)).statusCode).toBe(401);
    const list = await t.app.inject({ method: "GET", url: "/api/transactions", headers: { cookie: user.cookie } });
    expect(list.statusCode).toBe(401);
  });

  it("limits sign-in to 10 attempts a minute per address (429 after), other addresses unaffected", async () => {
    const user = await signUpUser(t.app, { password: "limit me please 1" });
    const statuses: number[] = [];
    // Different wrong emails, so the per-account limit is not what answers.
    for (let i = 0; i < 12; i++)
      statuses.push((await signIn(`nobody-${i}@example.com`, "wrong password", "10.9.0.2")).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    const limited = await signIn(user.email, "limit me please 1", "10.9.0.2");
    expect(limited.statusCode).toBe(429);
    expect(typeof limited.json().error).toBe("string");
    expect((await signIn(user.email, "limit me please 1", "10.9.0.3")).statusCode).toBe(200);
  });
});
