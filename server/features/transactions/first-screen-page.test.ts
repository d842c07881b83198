import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiAs } from "../../test-support/accounts-kit";
import { SAMPLE_ROWS, saveRows } from "../../test-support/seed";
import { buildSsrEntry } from "../../test-support/ssr-build";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";
import { tempWebDist } from "../../test-support/web-dist";

// The server's answer for GET /transactions: for a signed-in person with rows, the built index.html with
// their first screen drawn in it by the web app's server render and the data the app starts from beside it; for
// anyone else, the plain app. (That the drawing hydrates without a mismatch is e2e/first-screen.spec.ts's.)
const INDEX =
  '<!doctype html><html><head><title>Microfile · Year-end accounts</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

let t: TestApp;
let dist: ReturnType<typeof tempWebDist>;
let ssr: ReturnType<typeof buildSsrEntry>;

beforeAll(async () => {
  dist = tempWebDist(INDEX);
  ssr = buildSsrEntry();
  t = await createTestApp({ webDist: dist.dir, ssrDist: ssr.dir });
});
afterAll(async () => {
  await t.close();
  dist.remove();
  ssr.remove();
});

const open = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
const get = async (url: string, cookie: string) => (await open(url, cookie)).json();

/** The JSON in `<script type="application/json" id="page-data">`, or null when the page has none. */
function pageData(html: string): unknown {
  const match = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]!) : null;
}

describe("GET /transactions", () => {
  it("draws the signed-in person's first screen and carries the app's first answers, kept by no cache", async () => {
    const { cookie } = await signUpUser(t.app);
    await saveRows(t.app, cookie, SAMPLE_ROWS);
    const res = await open("/transactions", cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers.vary).toMatch(/Cookie/i);
    expect(res.body).toContain("<title>Transactions · Microfile</title>");
    // The same answers the app's own calls give, so it renders them without asking again.
    expect(pageData(res.body)).toEqual({
      user: await get("/api/auth/user", cookie),
      firstScreen: await get("/api/transactions/first-screen", cookie),
      company: await get("/api/company", cookie),
    });
    // Not VAT-registered: no VAT rate column, as the app's table.
    expect(res.body).not.toContain("VAT rate");
    // SAMPLE_ROWS: 4 rows; in £1,200.00, out 45.20 + 80.00 + 3.10 = £128.30.
    expect(res.body).toMatch(/<p class="[^"]*" aria-live="polite">4 transactions<\/p>/);
    expect(res.body).toContain("Categorize Transactions");
    expect(res.body).toContain("Balance Reconciliation");
    expect(res.body).toContain("£1,200.00");
    expect(res.body).toContain("£128.30");
    for (const row of SAMPLE_ROWS) expect(res.body).toContain(row.description);
    expect(res.body).toContain('<script type="module" src="/assets/index.js"></script>');
    // Drawn before the app runs: every control sits in a disabled fieldset until the app has hydrated the page.
    expect(res.body).toContain('<fieldset disabled="" class="contents">');
  });

  it("never shows one person's rows to another", async () => {
    const a = await signUpUser(t.app);
    const b = await signUpUser(t.app);
    await saveRows(t.app, a.cookie, SAMPLE_ROWS);
    await saveRows(t.app, b.cookie, [
      { date: "2025-05-01", description: "B ONLY SUPPLIES", amount: "-10.00", balance: null },
    ]);
    const page = (await open("/transactions", b.cookie)).body;
    expect(page).toContain("B ONLY SUPPLIES");
    for (const row of SAMPLE_ROWS) expect(page).not.toContain(row.description);
    expect(pageData(page)).toMatchObject({ firstScreen: { total: 1 } });
  });

  it("serves the plain app signed out, with a stale cookie, with no rows yet, and for a link with filters", async () => {
    const { cookie } = await signUpUser(t.app);
    const withRows = await signUpUser(t.app);
    await saveRows(t.app, withRows.cookie, SAMPLE_ROWS);
    for (const [url, c] of [
      ["/transactions", undefined],
      ["/transactions", "mf_session=not-a-session"],
      ["/transactions", cookie],
      ["/transactions?category=travel", withRows.cookie],
    ] as const) {
      const res = await open(url, c);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
      expect(res.headers["cache-control"], url).toBe("no-cache");
    }
  });

  it("writes a description as text, in the drawing and in the data", async () => {
    const { cookie } = await signUpUser(t.app);
    const evil = '</script><script>alert(1)</script><img src=x onerror="alert(2)">';
    await saveRows(t.app, cookie, [{ date: "2025-04-01", description: evil, amount: "-1.00", balance: null }]);
    const html = (await open("/transactions", cookie)).body;
    // Only the template's own script element and the data element: nothing from the row became a tag.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).not.toContain("<img");
    expect(pageData(html)).toMatchObject({ firstScreen: { rows: [{ description: evil }] } });
  });

  it("draws the VAT rate column for a VAT-registered company", async () => {
    const { cookie } = await signUpUser(t.app);
    await saveRows(t.app, cookie, SAMPLE_ROWS);
    const put = await apiAs(t, cookie).put("/api/company", { vatRegistered: true, vatRegisteredFrom: "2025-04-01" });
    expect(put.status).toBe(200);
    const html = (await open("/transactions", cookie)).body;
    expect(html).toMatch(/>VAT rate<\/th>/);
    // SAMPLE_ROWS are uncategorised: no category, so no VAT (core/categories defaultVatRate).
    expect(html).toMatch(/Outside the scope(<!-- -->)?<span[^>]*> \(default\)/);
    expect(pageData(html)).toMatchObject({ company: { vatRegistered: true } });
  });

  it("leaves room for a collapsed sidebar when the person collapsed it", async () => {
    const { cookie } = await signUpUser(t.app);
    await saveRows(t.app, cookie, SAMPLE_ROWS);
    const html = (await open("/transactions", `${cookie}; sidebar_state=false`)).body;
    expect(html).toContain("w-(--sidebar-width-icon)");
    const expanded = (await open("/transactions", cookie)).body;
    expect(expanded).not.toContain("w-(--sidebar-width-icon)");
    expect(expanded).toContain("w-(--sidebar-width)");
  });
});

describe("GET /transactions without the server render", () => {
  it("serves the plain app, which asks for its data itself", async () => {
    const plainDist = tempWebDist(INDEX);
    // No ssrDist: as a server whose dist/ssr was never built (a production server refuses to start instead).
    const plain = await createTestApp({ webDist: plainDist.dir });
    try {
      const { cookie } = await signUpUser(plain.app);
      await saveRows(plain.app, cookie, SAMPLE_ROWS);
      const res = await plain.app.inject({ method: "GET", url: "/transactions", headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
    } finally {
      await plain.close();
      plainDist.remove();
    }
  });
});
