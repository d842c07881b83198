import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { createTestApp, sessionCookieFrom, signUpUser, type TestApp, uniqueEmail } from "../../test-support/test-app";
import { followProviderRedirects, startTestProvider, type TestAccount, type TestProvider } from "./oidc-test-provider";

const BASE_URL = "http://microfile.test";
const CALLBACK = `${BASE_URL}/api/callback`;
const BOSS = uniqueEmail("boss");
const UNVERIFIED_BOSS = uniqueEmail("unverified-boss");

let op: TestProvider;
let t: TestApp;

beforeAll(async () => {
  op = await startTestProvider(BASE_URL);
  t = await createTestApp({
    env: {
      OIDC_ISSUER_URL: op.issuer,
      OIDC_CLIENT_ID: op.clientId,
      OIDC_CLIENT_SECRET: op.clientSecret,
      BASE_URL,
      ADMIN_EMAILS: `${BOSS}, ${UNVERIFIED_BOSS}`,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await op?.close();
});

const person = (over: Partial<TestAccount> = {}): TestAccount => ({
  sub: `sub-${randomBytes(6).toString("hex")}`,
  email: uniqueEmail("oidc"),
  email_verified: true,
  given_name: "Katherine",
  family_name: "Johnson",
  ...over,
});

/** GET /api/login: the provider's authorization URL and the signed login-state cookie. */
async function startLogin(next = "/reports"): Promise<{ authorizeUrl: URL; oidcCookie: string }> {
  const res = await t.app.inject({ method: "GET", url: `/api/login?next=${encodeURIComponent(next)}` });
  expect(res.statusCode).toBe(302);
  const setCookies = [res.headers["set-cookie"]].flat().filter((c): c is string => typeof c === "string");
  const oidcCookie = setCookies.find((c) => c.startsWith("mf_oidc="))?.split(";")[0];
  if (!oidcCookie) throw new Error("no mf_oidc cookie");
  return { authorizeUrl: new URL(String(res.headers.location)), oidcCookie };
}

/** The whole browser round trip up to (not including) the app's callback. */
async function loginAt(account: TestAccount, next = "/reports") {
  const { authorizeUrl, oidcCookie } = await startLogin(next);
  op.signInAs(account);
  const callback = await followProviderRedirects(authorizeUrl.href, CALLBACK);
  return { authorizeUrl, oidcCookie, callback };
}

const callApp = (callback: URL, cookie: string) =>
  t.app.inject({ method: "GET", url: `${callback.pathname}${callback.search}`, headers: { cookie } });

async function signInThroughProvider(account: TestAccount, next = "/reports") {
  const { oidcCookie, callback } = await loginAt(account, next);
  const res = await callApp(callback, oidcCookie);
  return { res, cookie: res.statusCode === 302 ? sessionCookieFrom(res.headers["set-cookie"]) : null };
}

const me = (cookie: string) => t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
const hasSessionCookie = (setCookie: string | string[] | undefined) =>
  [setCookie].flat().some((c) => typeof c === "string" && /^mf_session=[^;]/.test(c));

/** Re-signs the login-state cookie with one field changed, as only the server could (it holds the secret). */
function forgedLoginCookie(oidcCookie: string, change: Record<string, string>): string {
  const raw = decodeURIComponent(oidcCookie.slice("mf_oidc=".length));
  const unsigned = t.app.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) throw new Error("cannot read the login cookie");
  const state = { ...JSON.parse(unsigned.value), ...change };
  return `mf_oidc=${encodeURIComponent(t.app.signCookie(JSON.stringify(state)))}`;
}

describe("OpenID Connect sign-in against a real provider", () => {
  it("sends /api/login to the provider with PKCE (S256), state and nonce", async () => {
    const { authorizeUrl } = await startLogin();
    expect(authorizeUrl.origin).toBe(op.issuer);
    const q = authorizeUrl.searchParams;
    expect(q.get("client_id")).toBe(op.clientId);
    expect(q.get("redirect_uri")).toBe(CALLBACK);
    expect(q.get("code_challenge_method")).toBe("S256");
    expect(q.get("code_challenge")).toBeTruthy();
    expect(q.get("state")).toBeTruthy();
    expect(q.get("nonce")).toBeTruthy();
    expect(q.get("scope")).toBe("openid email profile");
  });

  it("signs a new person in, returns to the next path with a session and shows their profile", async () => {
    const account = person({ given_name: "Dorothy", family_name: "Vaughan" });
    const { res, cookie } = await signInThroughProvider(account, "/reports");
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/reports");
    expect(String(res.headers["set-cookie"])).toMatch(/mf_oidc=;/); // the one-time login state is cleared
    const profile = await me(cookie!);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      email: account.email,
      firstName: "Dorothy",
      lastName: "Vaughan",
      isAdmin: false,
    });
  });

  it("signs a returning person in to the same account", async () => {
    const account = person();
    const first = await signInThroughProvider(account);
    const second = await signInThroughProvider({ ...account, given_name: "Kathy" });
    const a = (await me(first.cookie!)).json();
    const b = (await me(second.cookie!)).json();
    expect(b.id).toBe(a.id);
    expect(b.firstName).toBe("Kathy");
  });

  it("returns only to a same-site path", async () => {
    const { res } = await signInThroughProvider(person(), "//evil.example/steal");
    expect(res.headers.location).toBe("/upload");
  });

  it("refuses a tampered state with a readable message and no session", async () => {
    const { oidcCookie, callback } = await loginAt(person());
    callback.searchParams.set("state", "tampered");
    const res = await callApp(callback, oidcCookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/Sign-in could not be completed/);
    expect(hasSessionCookie(res.headers["set-cookie"])).toBe(false);
  });

  it("refuses a callback without the login cookie (started elsewhere or too long ago)", async () => {
    const { callback } = await loginAt(person());
    const res = await callApp(callback, "");
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/took too long or was started elsewhere/);
    expect(hasSessionCookie(res.headers["set-cookie"])).toBe(false);
  });

  it("refuses a code redeemed with the wrong PKCE verifier", async () => {
    const { oidcCookie, callback } = await loginAt(person());
    const forged = forgedLoginCookie(oidcCookie, { verifier: randomBytes(32).toString("base64url") });
    const res = await callApp(callback, forged);
    expect(res.statusCode).toBe(400);
    expect(hasSessionCookie(res.headers["set-cookie"])).toBe(false);
  });

  it("refuses an ID token whose nonce is not the one sent", async () => {
    const { oidcCookie, callback } = await loginAt(person());
    const forged = forgedLoginCookie(oidcCookie, { nonce: "not-the-nonce" });
    const res = await callApp(callback, forged);
    expect(res.statusCode).toBe(400);
    expect(hasSessionCookie(res.headers["set-cookie"])).toBe(false);
  });

  it("refuses to redeem the same code twice", async () => {
    const { oidcCookie, callback } = await loginAt(person());
    expect((await callApp(callback, oidcCookie)).statusCode).toBe(302);
    const again = await callApp(callback, oidcCookie);
    expect(again.statusCode).toBe(400);
  });

  it("reports a provider error (the person cancelled) as a readable 400", async () => {
    const { oidcCookie, authorizeUrl } = await startLogin();
    const url = new URL(CALLBACK);
    url.searchParams.set("error", "access_denied");
    url.searchParams.set("state", authorizeUrl.searchParams.get("state")!);
    url.searchParams.set("iss", op.issuer);
    const res = await callApp(url, oidcCookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/cancelled at your identity provider/);
  });

  it("authenticates at the token endpoint with client_secret_basic, the method every provider supports", async () => {
    op.tokenRequests.length = 0;
    await signInThroughProvider(person());
    expect(op.tokenRequests).toEqual(["client_secret_basic"]);
  });

  it("creates one account when two first sign-ins of the same person finish at once", async () => {
    const account = person();
    const a = await loginAt(account);
    const b = await loginAt(account);
    const [ra, rb] = await Promise.all([callApp(a.callback, a.oidcCookie), callApp(b.callback, b.oidcCookie)]);
    expect([ra.statusCode, rb.statusCode]).toEqual([302, 302]);
    const ids = await Promise.all(
      [ra, rb].map(async (r) => (await me(sessionCookieFrom(r.headers["set-cookie"]))).json().id),
    );
    expect(ids[0]).toBe(ids[1]);
  });
});

describe("a provider that offers only client_secret_post", () => {
  let postOnly: TestProvider;
  let other: TestApp;
  beforeAll(async () => {
    postOnly = await startTestProvider(BASE_URL, { clientAuthMethods: ["client_secret_post"] });
    other = await createTestApp({
      env: {
        OIDC_ISSUER_URL: postOnly.issuer,
        OIDC_CLIENT_ID: postOnly.clientId,
        OIDC_CLIENT_SECRET: postOnly.clientSecret,
        BASE_URL,
      },
    });
  });
  afterAll(async () => {
    await other?.close();
    await postOnly?.close();
  });

  it("gets client_secret_post at its token endpoint", async () => {
    const login = await other.app.inject({ method: "GET", url: "/api/login" });
    const oidcCookie = String([login.headers["set-cookie"]].flat()[0]).split(";")[0]!;
    postOnly.signInAs(person());
    const callback = await followProviderRedirects(String(login.headers.location), CALLBACK);
    const res = await other.app.inject({
      method: "GET",
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: oidcCookie },
    });
    expect(res.statusCode).toBe(302);
    expect(postOnly.tokenRequests).toEqual(["client_secret_post"]);
  });
});

describe("admin rights and account linking from the provider's claims", () => {
  it("makes a verified email in ADMIN_EMAILS an admin", async () => {
    const { cookie } = await signInThroughProvider(person({ email: BOSS }));
    expect((await me(cookie!)).json().isAdmin).toBe(true);
  });

  it("does not make an unverified email in ADMIN_EMAILS an admin", async () => {
    const { cookie } = await signInThroughProvider(person({ email: UNVERIFIED_BOSS, email_verified: false }));
    expect((await me(cookie!)).json().isAdmin).toBe(false);
  });

  it("links to an existing local account by a verified email", async () => {
    const local = await signUpUser(t.app);
    const { cookie } = await signInThroughProvider(person({ email: local.email }));
    expect((await me(cookie!)).json().id).toBe(local.id);
  });

  it("refuses to link by an unverified email: 409 with a message, and nothing linked", async () => {
    const local = await signUpUser(t.app);
    const account = person({ email: local.email, email_verified: false });
    const { res } = await signInThroughProvider(account);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/already exists/);
    expect(hasSessionCookie(res.headers["set-cookie"])).toBe(false);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, local.id));
    expect(row?.oidcSub).toBeNull();
    expect(await t.database.db.select().from(users).where(eq(users.oidcSub, account.sub))).toHaveLength(0);
  });
});

describe("signing out", () => {
  it("sends the browser to the provider's end-session endpoint with the ID token hint", async () => {
    const { cookie } = await signInThroughProvider(person());
    const res = await t.app.inject({ method: "GET", url: "/api/logout", headers: { cookie: cookie! } });
    expect(res.statusCode).toBe(302);
    const location = new URL(String(res.headers.location));
    expect(location.origin).toBe(op.issuer);
    expect(location.pathname).toMatch(/\/session\/end$/);
    expect(location.searchParams.get("post_logout_redirect_uri")).toBe(`${BASE_URL}/`);
    expect(location.searchParams.get("id_token_hint")).toBeTruthy();
    expect((await me(cookie!)).statusCode).toBe(401);
    // The provider accepts the request (it shows its own sign-out confirmation page).
    const atProvider = await fetch(location, { redirect: "manual" });
    expect(atProvider.status).toBe(200);
  });

  it("signs a local-account user out to the home page", async () => {
    const { cookie } = await signUpUser(t.app);
    const res = await t.app.inject({ method: "GET", url: "/api/logout", headers: { cookie } });
    expect(res.headers.location).toBe("/");
  });
});
