import { rm } from "node:fs/promises";
import { type APIRequestContext, type APIResponse, test as base, expect, type Page } from "@playwright/test";
import { type StripeFake, startStripeFake } from "../server/test-support/stripe-fake";

/** Shared helpers for browser tests. Import `test` and `expect` from here so every spec gets the same setup. */

export interface NewUser {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export interface SignedInUser {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  profileImageUrl: string | null;
  isAdmin: boolean;
}

let counter = 0;

/** An email address no other test (or earlier run on the same database) has used. */
export function uniqueEmail(prefix = "director"): string {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return `${prefix}-${stamp}@example.com`;
}

/** A fresh person to sign up: Ada Lovelace with a unique email and a valid password. */
export function newUser(overrides: Partial<NewUser> = {}): NewUser {
  return {
    firstName: "Ada",
    lastName: "Lovelace",
    email: uniqueEmail(),
    password: "correct horse battery",
    ...overrides,
  };
}

/** The app's origin, for the Origin header the server's same-origin check reads on writes. */
export function appOrigin(): string {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error("playwright.config.ts must set use.baseURL");
  return new URL(baseURL).origin;
}

/**
 * Creates an account through the API with the page's own request context, so the session cookie lands in the
 * browser context: the next `page.goto` is signed in.
 */
export async function signUp(page: Page, user: NewUser = newUser()): Promise<SignedInUser> {
  const res = await page.request.post("/api/auth/signup", { data: user, headers: { Origin: appOrigin() } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as SignedInUser;
}

/** Signs in an existing account through the API (same cookie rules as `signUp`). */
export async function signIn(page: Page, credentials: { email: string; password: string }): Promise<SignedInUser> {
  const res = await page.request.post("/api/auth/signin", { data: credentials, headers: { Origin: appOrigin() } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as SignedInUser;
}

export const CONSENT_STORAGE_KEYS = {
  consent: "cookieConsent",
  consentTimestamp: "cookieConsentTimestamp",
  deferredAt: "cookieConsentDeferredAt",
} as const;

/**
 * Stores cookie consent before any page script runs, so the cookie banner never covers what a test looks at.
 * Call before the first `page.goto`.
 */
export async function dismissCookieBanner(page: Page, choice: "accepted" | "rejected" = "accepted"): Promise<void> {
  await page.addInitScript(
    ({ keys, value }) => {
      window.localStorage.setItem(keys.consent, value);
      window.localStorage.setItem(keys.consentTimestamp, new Date().toISOString());
      window.localStorage.removeItem(keys.deferredAt);
    },
    { keys: CONSENT_STORAGE_KEYS, value: choice },
  );
}

/** `test` with the cookie banner already answered; use `base` from @playwright/test to see the banner. */
export const test = base.extend<{ consented: undefined }>({
  consented: [
    async ({ page }, use) => {
      await dismissCookieBanner(page);
      await use(undefined);
    },
    { auto: true },
  ],
});

export { expect };

/** A server of our own for one spec, on its own port and embedded database (see `startAppServer`). */
export interface AppServer {
  baseUrl: string;
  dataDir: string;
  /** SIGTERM and wait for a clean exit (the data-directory lock is released); SIGKILL after 20 s. */
  stop(): Promise<void>;
}

/** The repository's root, where the server and the admin CLI run. */
function repoRoot(): string {
  return new URL("..", import.meta.url).pathname;
}

async function freePort(): Promise<number> {
  const { createServer } = await import("node:net");
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Runs a TypeScript entry point of the repository with Node and tsx, as `npm start` would. */
async function runTs(script: string, args: string[], env: Record<string, string>) {
  const { spawn } = await import("node:child_process");
  return spawn(process.execPath, ["--import", "tsx", script, ...args], {
    cwd: repoRoot(),
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/**
 * Starts a second Microfile server (the built web app, NODE_ENV=production) on a free port with its own DATA_DIR
 * (relative to the repository, e.g. ".tmp/e2e-admin-…"), and waits until /api/health answers. For tests that must
 * change the database with the CLI between two runs of the server, such as granting the admin role: there is no
 * test-only way to make an admin, on purpose.
 */
export async function startAppServer({
  dataDir,
  timeoutMs = 90_000,
  env = {},
}: {
  dataDir: string;
  timeoutMs?: number;
  /**
   * Extra settings for this server, e.g. Stripe against a fake (`STRIPE_API_BASE`, which needs `NODE_ENV: "test"`)
   * or `BETA_MODE`.
   */
  env?: Record<string, string>;
}): Promise<AppServer> {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const child = await runTs("server/index.ts", [], {
    PORT: String(port),
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    BASE_URL: baseUrl,
    MONITOR_INTERVAL_SECONDS: "0",
    LOG_LEVEL: "warn",
    ...env,
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  let running = true;
  void exited.then(() => {
    running = false;
  });

  const stop = async () => {
    if (!running) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!running) throw new Error(`The server in ${dataDir} exited while starting:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return { baseUrl, dataDir, stop };
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The server in ${dataDir} did not answer /api/health within ${timeoutMs} ms:\n${output}`);
}

/**
 * `npm run admin -- grant EMAIL` against a stopped server's DATA_DIR (the CLI refuses while a server holds it).
 * The account must exist: sign it up on that server first.
 */
export async function makeAdmin(dataDir: string, email: string, timeoutMs = 60_000): Promise<void> {
  const child = await runTs("server/cli/admin.ts", ["grant", email], { DATA_DIR: dataDir, LOG_LEVEL: "warn" });
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const code = await new Promise<number | null>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`The admin CLI did not finish within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    child.once("exit", (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  if (code !== 0) throw new Error(`The admin CLI failed (exit ${code}):\n${output}`);
}

/**
 * A server of our own (see `startAppServer`) on which `admin` has an account with the admin role. The CLI is the
 * only way to grant it and cannot open the embedded database while a server holds it, so: start, sign up, stop,
 * grant, start again.
 */
export async function startAdminServer(
  admin: NewUser,
  { dataDir, env = {} }: { dataDir: string; env?: Record<string, string> },
): Promise<AppServer> {
  const first = await startAppServer({ dataDir, env });
  try {
    const res = await postJson(first, "/api/auth/signup", admin);
    expect(res.status, await res.text()).toBe(200);
  } finally {
    await first.stop();
  }
  await makeAdmin(dataDir, admin.email);
  return startAppServer({ dataDir, env });
}

/**
 * A server of a describe block's own, in a fresh data directory under .tmp: `start` runs before the block's tests
 * (given the directory), and after them the server is stopped and the directory removed. The getter throws when the
 * server did not start.
 */
export function serverForGroup(
  name: string,
  start: (dataDir: string) => Promise<AppServer>,
  startTimeoutMs = 240_000,
): () => AppServer {
  let server: AppServer | undefined;
  const dataDir = `.tmp/e2e-${name}-${Date.now().toString(36)}-${process.pid}`;
  test.beforeAll(async () => {
    test.setTimeout(startTimeoutMs);
    server = await start(dataDir);
  });
  test.afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });
  return () => {
    if (!server) throw new Error(`the ${name} server did not start`);
    return server;
  };
}

/** A loopback Stripe fake for a describe block, started before its tests and closed after them. */
export function stripeFakeForGroup(): () => StripeFake {
  let fake: StripeFake | undefined;
  test.beforeAll(async () => {
    fake = await startStripeFake();
  });
  test.afterAll(async () => {
    await fake?.close();
  });
  return () => {
    if (!fake) throw new Error("the Stripe fake did not start");
    return fake;
  };
}

/** A JSON POST to a server of our own, with the Origin header its same-origin check reads on writes. */
export async function postJson(server: AppServer, path: string, body: unknown): Promise<Response> {
  return fetch(`${server.baseUrl}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.baseUrl },
    body: JSON.stringify(body),
  });
}

/** A bank statement row as the Upload page saves it. */
export interface StatementRow {
  date: string;
  description: string;
  amount: string;
  balance: string | null;
}

/**
 * Writes through the API as the person signed in on `request` (a page's or a context of one's own), with the Origin
 * header of `baseUrl` for the server's same-origin check.
 */
export function apiWriter(request: APIRequestContext, baseUrl: string) {
  const origin = new URL(baseUrl).origin;
  const url = (path: string) => `${origin}${path}`;
  const headers = { Origin: origin };
  return {
    signUp: (user: NewUser) => request.post(url("/api/auth/signup"), { data: user, headers }),
    signIn: (user: { email: string; password: string }) =>
      request.post(url("/api/auth/signin"), { data: user, headers }),
    putCompany: (body: Record<string, unknown>) => request.put(url("/api/company"), { data: body, headers }),
    saveStatement: (rows: StatementRow[]): Promise<APIResponse> =>
      request.post(url("/api/transactions"), {
        data: {
          transactions: rows.map((row) => ({ ...row, category: null, notes: null })),
          fileName: "statement.csv",
          fileCount: 1,
        },
        headers,
      }),
    exportChPdf: (directorName = "Ada Lovelace") =>
      request.post(url("/api/exports/ch-pack/pdf"), { data: { directorName, confirmed: true }, headers }),
    createCheckout: () => request.post(url("/api/filings/create-checkout"), { data: {}, headers }),
  };
}

/**
 * Holds back every `method` request matching `url` until `release()` is called, so a test sees the page while that
 * answer is still on its way; `asked` settles when the first such request is made. Other requests go through.
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp,
  method = "GET",
): Promise<{ release: () => void; asked: Promise<void> }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let markAsked = () => {};
  const asked = new Promise<void>((resolve) => {
    markAsked = resolve;
  });
  await page.route(url, async (route) => {
    if (route.request().method() !== method) return route.continue();
    markAsked();
    await released;
    return route.continue();
  });
  return { release, asked };
}

/**
 * Server settings that turn payments on against a fake Stripe (see server/test-support/stripe-fake.ts). NODE_ENV=test,
 * since a production server refuses the test-only STRIPE_API_BASE; it still serves the built web app.
 */
export async function paymentsEnv(fake: StripeFake, betaMode = true): Promise<Record<string, string>> {
  const { stripeEnv } = await import("../server/test-support/stripe-fake");
  return stripeEnv(fake, { BETA_MODE: String(betaMode), AUTH_ATTEMPTS_PER_MINUTE: "1000", NODE_ENV: "test" });
}

/** The checkout session id at the end of the fake's hosted page URL (`…/pay/cs_test_…`). */
export function sessionIdOfCheckoutUrl(url: string): string {
  const id = new URL(url).pathname.split("/pay/")[1];
  if (!id) throw new Error(`not a fake checkout URL: ${url}`);
  return decodeURIComponent(id);
}

/** The customer pays on the fake's hosted page, and Stripe delivers the signed checkout.session.completed webhook. */
export async function completeCheckout(server: AppServer, fake: StripeFake, sessionId: string): Promise<void> {
  const { signedWebhook, stripeEvent } = await import("../server/test-support/stripe-fake");
  const { payload, headers } = signedWebhook(stripeEvent("checkout.session.completed", fake.pay(sessionId)));
  const res = await fetch(`${server.baseUrl}/api/stripe/webhook`, { method: "POST", headers, body: payload });
  expect(res.status, await res.text()).toBe(200);
}

/**
 * Axe's serious and critical WCAG 2.1 A/AA violations on the page as it is now (empty when there are none). Legacy
 * mode runs axe.run in the page itself; the default opens a blank page for every check to combine results from
 * cross-origin frames, which the app does not have (videos load only when clicked), at twice the time.
 */
export async function seriousViolations(page: Page) {
  const { default: AxeBuilder } = await import("@axe-core/playwright");
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(" ")),
    }));
}
