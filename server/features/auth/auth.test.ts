import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUpUser, type TestApp, uniqueEmail } from "../../test-support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("local accounts", () => {
  it("creates an account, signs in with a session cookie and returns the user", async () => {
    const { cookie, email } = await signUpUser(t.app, { firstName: "Grace", lastName: "Hopper" });
    const me = await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email,
      firstName: "Grace",
      lastName: "Hopper",
      isAdmin: false,
      profileImageUrl: null,
    });
  });

  it("answers 401 to /api/auth/user when signed out", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/auth/user" });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBeTruthy();
  });

  it("refuses a taken email with a clear message", async () => {
    const email = uniqueEmail();
    await signUpUser(t.app, { email });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: { email: email.toUpperCase(), password: "another password", firstName: "A", lastName: "B" },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/already exists/);
  });

  it("requires passwords of at least 8 characters and says so", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: { email: uniqueEmail(), password: "short", firstName: "A", lastName: "B" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/at least 8 characters/);
  });

  it("gives the same message for an unknown email and a wrong password", async () => {
    const { email } = await signUpUser(t.app);
    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/auth/signin",
      payload: { email, password: "nope nope" },
    });
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/auth/signin",
      payload: { email: uniqueEmail(), password: "nope nope" },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().error).toBe(unknown.json().error);
  });

  it("rotates the session id at sign-in and makes the old cookie useless after sign-out", async () => {
    const { cookie: first, email } = await signUpUser(t.app, { password: "correct horse battery" });
    const signin = await t.app.inject({
      method: "POST",
      url: "/api/auth/signin",
      payload: { email, password: "correct horse battery" },
      headers: { cookie: first },
    });
    expect(signin.statusCode).toBe(200);
    const second = String(signin.headers["set-cookie"]).split(";")[0]!;
    expect(second).not.toBe(first);
    expect((await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: first } })).statusCode).toBe(
      401,
    );
    const out = await t.app.inject({ method: "GET", url: "/api/logout", headers: { cookie: second } });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe("/");
    expect((await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: second } })).statusCode).toBe(
      401,
    );
  });

  it("signs out from the app's own Sign Out button, never from a link on another site", async () => {
    const { cookie } = await signUpUser(t.app);
    const user = async () =>
      (await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } })).statusCode;
    for (const site of ["cross-site", "same-site"]) {
      const res = await t.app.inject({
        method: "GET",
        url: "/api/logout",
        headers: { cookie, "sec-fetch-site": site },
      });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe("/");
      expect(res.headers["set-cookie"]).toBeUndefined();
      expect(await user()).toBe(200);
    }
    const own = await t.app.inject({
      method: "GET",
      url: "/api/logout",
      headers: { cookie, "sec-fetch-site": "same-origin" },
    });
    expect(own.statusCode).toBe(302);
    expect(await user()).toBe(401);
  });

  it("sets the session cookie HttpOnly and SameSite=Lax", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: { email: uniqueEmail(), password: "long enough", firstName: "A", lastName: "B" },
    });
    const cookie = String(res.headers["set-cookie"]);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/); // http base URL in tests
  });

  it("does not make a local sign-up admin from ADMIN_EMAILS", async () => {
    const email = uniqueEmail("boss");
    const local = await createTestApp({ env: { ADMIN_EMAILS: email } });
    try {
      const { cookie } = await signUpUser(local.app, { email });
      const me = await local.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
      expect(me.json().isAdmin).toBe(false);
    } finally {
      await local.close();
    }
  });

  it("sends /api/login to the local sign-in page with a same-site next path only", async () => {
    const ok = await t.app.inject({ method: "GET", url: "/api/login?next=/reports" });
    expect(ok.headers.location).toBe("/login?next=%2Freports");
    const evil = await t.app.inject({ method: "GET", url: "/api/login?next=//evil.example/x" });
    expect(evil.headers.location).toBe("/login?next=%2Fupload");
  });
});

describe("request rules", () => {
  it("refuses a cross-site write and a form-encoded body", async () => {
    const cross = await t.app.inject({
      method: "POST",
      url: "/api/auth/signin",
      headers: { origin: "https://evil.example" },
      payload: { email: "a@b.co", password: "x" },
    });
    expect(cross.statusCode).toBe(403);
    const form = await t.app.inject({
      method: "POST",
      url: "/api/auth/signin",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "email=a%40b.co&password=x",
    });
    expect(form.statusCode).toBe(415);
    const plain = await t.app.inject({
      method: "POST",
      url: "/api/auth/signin",
      headers: { "content-type": "text/plain" },
      payload: '{"email":"a@b.co","password":"x"}',
    });
    expect(plain.statusCode).toBe(415);
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/does-not-exist" });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatch(/No such endpoint/);
  });

  it("serves the chart of categories", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/categories" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(36);
    expect(res.json()[0]).toEqual({ id: "sales", name: "Sales", kind: "income", line: "A Turnover" });
  });

  it("reports health with a database round trip", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, database: { status: "ok" } });
  });
});
