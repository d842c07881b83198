import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import type { App } from "../app-context";
import { companies, filings, payments } from "../db/schema";
import type { Scope } from "../platform/auth/request-context";
import { type StripeFake, signedWebhook, stripeEvent } from "./stripe-fake";
import { createTestApp, sessionCookieFrom, type TestApp, uniqueEmail } from "./test-app";

/* Shared by the API tests of filings, payments, exports and admin. */

export interface TestUser {
  cookie: string;
  id: string;
  email: string;
  scope: Scope;
}

/**
 * An app for the enclosing describe block, built in its beforeAll: building one can take longer than a test may on a
 * busy machine, and hooks have the longer time limit. `env` is read then, so it may use a server started earlier.
 */
export function appFor(env: () => Record<string, string>): () => TestApp {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp({ env: env() });
  });
  afterAll(async () => {
    await t?.close();
  });
  return () => t!;
}

let addresses = 0;

/**
 * A signed-up user and the default company every new user gets. Each sign-up comes from its own address: these
 * tests make more users than the sign-up rate limit lets one address make in a minute.
 */
export async function newUser(t: TestApp): Promise<TestUser> {
  const email = uniqueEmail();
  const res = await t.app.inject({
    method: "POST",
    url: "/api/auth/signup",
    payload: { email, password: "correct horse battery", firstName: "Ada", lastName: "Lovelace" },
    remoteAddress: `10.0.${Math.floor(++addresses / 250)}.${addresses % 250}`,
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const u = { cookie: sessionCookieFrom(res.headers["set-cookie"]), id: res.json().id as string, email };
  const [company] = await t.database.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.userId, u.id))
    .limit(1);
  return { ...u, scope: { userId: u.id, companyId: company!.id } };
}

/** Another company of the user, optionally with its accounting period set. */
export async function addCompany(
  t: TestApp,
  userId: string,
  name: string,
  period?: { start: string; end: string },
): Promise<Scope> {
  const [row] = await t.database.db
    .insert(companies)
    .values({ userId, name, periodStart: period?.start ?? null, periodEnd: period?.end ?? null })
    .returning({ id: companies.id });
  return { userId, companyId: row!.id };
}

export async function setCompanyPeriod(t: TestApp, scope: Scope, start: string, end: string): Promise<void> {
  await t.database.db
    .update(companies)
    .set({ periodStart: start, periodEnd: end })
    .where(and(eq(companies.id, scope.companyId), eq(companies.userId, scope.userId)));
}

export async function companyOf(t: TestApp, scope: Scope) {
  const [row] = await t.database.db.select().from(companies).where(eq(companies.id, scope.companyId));
  return row!;
}

export async function filingsOf(t: TestApp, scope: Scope) {
  return t.database.db
    .select()
    .from(filings)
    .where(and(eq(filings.userId, scope.userId), eq(filings.companyId, scope.companyId)))
    .orderBy(filings.periodEnd, filings.createdAt);
}

export async function paymentsForSession(t: TestApp, sessionId: string) {
  return t.database.db.select().from(payments).where(eq(payments.stripeSessionId, sessionId));
}

/** Sends a webhook request as Stripe would (signed unless the options say otherwise). */
export function postWebhook(app: App, request: { payload: string; headers: Record<string, string> }) {
  return app.inject({ method: "POST", url: "/api/stripe/webhook", payload: request.payload, headers: request.headers });
}

/** The customer pays on the hosted page, and Stripe tells us: checkout.session.completed. */
export async function completeCheckout(t: TestApp, fake: StripeFake, sessionId: string) {
  const session = fake.pay(sessionId);
  const res = await postWebhook(t.app, signedWebhook(stripeEvent("checkout.session.completed", session)));
  if (res.statusCode !== 200) throw new Error(`webhook failed: ${res.statusCode} ${res.body}`);
  return session;
}

/** The Stripe session id inside a checkout URL of the fake (…/pay/cs_test_…). */
export const sessionIdOf = (url: string): string => url.split("/pay/")[1]!;
