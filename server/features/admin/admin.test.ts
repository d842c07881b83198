import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { filings, payments, submissions, users } from "../../db/schema";
import { addCompany, appFor, newUser, type TestUser } from "../../test-support/filings-kit";
import { createTestApp, type TestApp } from "../../test-support/test-app";

const ROUTES = [
  "/api/admin/summary",
  "/api/admin/filings",
  "/api/admin/payments",
  "/api/admin/health",
  "/api/admin/search?q=acme",
  "/api/admin/submissions",
];

let t: TestApp;
let admin: TestUser;
let user: TestUser;

beforeAll(async () => {
  t = await createTestApp({ env: { STRIPE_SECRET_KEY: "sk_test_admin", BASE_URL: "https://microfile.example" } });
  admin = await newUser(t);
  await t.database.db.update(users).set({ role: "admin" }).where(eq(users.id, admin.id));
  user = await newUser(t);
  await seed();
});
afterAll(async () => {
  await t?.close();
});

/** Filings in every status for two users, one with a payment. */
async function seed(): Promise<void> {
  const db = t.database.db;
  const other = await addCompany(t, user.id, "50% Off_Widgets Ltd");
  const base = { userId: user.id, companyId: user.scope.companyId, periodStart: "2025-04-01" };
  const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));
  const [paid] = await db
    .insert(filings)
    .values([
      { ...base, companyName: "Acme Trading Ltd", periodEnd: "2026-03-31", status: "paid", createdAt: at(1) },
      { ...base, companyName: "Acme Trading Ltd", periodEnd: "2027-03-31", status: "pending", createdAt: at(2) },
      { ...base, companyName: "Acme Trading Ltd", periodEnd: "2028-03-31", status: "expired", createdAt: at(3) },
      {
        ...other,
        companyName: "50% Off_Widgets Ltd",
        periodStart: "2024-01-01",
        periodEnd: "2024-12-31",
        status: "refunded",
        createdAt: at(4),
      },
    ])
    .returning();
  await db.insert(payments).values({
    filingId: paid!.id,
    userId: user.id,
    companyName: "Acme Trading Ltd",
    amount: 9900,
    currency: "gbp",
    customerEmail: user.email,
    stripeSessionId: "cs_test_admin",
    stripePaymentIntentId: "pi_test_admin",
  });
  const submission = { userId: user.id, companyId: user.scope.companyId, companyName: "Acme Trading Ltd" };
  await db.insert(submissions).values([
    {
      ...submission,
      registry: "companies-house",
      kind: "accounts",
      companyNumber: "01234567",
      periodStart: "2025-04-01",
      periodEnd: "2026-03-31",
      state: "rejected",
      test: true,
      submissionNumber: "00000A",
      attempts: 3,
      submittedAt: at(5),
      answeredAt: at(6),
    },
    {
      ...submission,
      registry: "companies-house",
      kind: "accounts",
      companyNumber: "01234567",
      periodStart: "2025-04-01",
      periodEnd: "2026-03-31",
      state: "pending",
      submissionNumber: "00000B",
      attempts: 1,
      faults: 1,
      lastError: "the gateway answered HTTP 503",
      submittedAt: at(7),
    },
  ]);
}

const get = (url: string, who?: TestUser) =>
  t.app.inject({ method: "GET", url, headers: who ? { cookie: who.cookie } : {} });

describe("admin access", () => {
  it.each(ROUTES)("%s answers 401 signed out, 403 to a normal user and 200 to an admin", async (url) => {
    expect((await get(url)).statusCode).toBe(401);
    const forbidden = await get(url, user);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error).toBe("This page is for administrators only.");
    expect((await get(url, admin)).statusCode).toBe(200);
  });

  it("checks the role before reading the query, so a stranger learns nothing from a 400", async () => {
    expect((await get("/api/admin/search?q=", user)).statusCode).toBe(403);
  });
});

describe("admin reads", () => {
  it("counts filings by status, and payments", async () => {
    expect((await get("/api/admin/summary", admin)).json()).toEqual({
      data: { pending: 1, paid: 1, expired: 1, refunded: 1, totalFilings: 4, totalPayments: 1 },
    });
  });

  it("lists filings newest first", async () => {
    const { rows } = (await get("/api/admin/filings", admin)).json();
    expect(rows.map((r: { status: string }) => r.status)).toEqual(["refunded", "expired", "pending", "paid"]);
    expect(rows[3]).toEqual({
      id: expect.any(String),
      userId: user.id,
      companyName: "Acme Trading Ltd",
      periodEnd: "2026-03-31",
      status: "paid",
      createdAt: "2026-01-01T00:01:00.000Z",
    });
  });

  it("lists payments with the amount in pence", async () => {
    const { rows } = (await get("/api/admin/payments", admin)).json();
    expect(rows).toEqual([
      {
        id: expect.any(String),
        filingId: expect.any(String),
        companyName: "Acme Trading Ltd",
        amount: 9900,
        currency: "gbp",
        customerEmail: user.email,
        createdAt: expect.any(String),
      },
    ]);
  });

  it("reports beta mode, the Stripe mode from the key and the site address", async () => {
    expect((await get("/api/admin/health", admin)).json()).toEqual({
      health: { betaMode: true, stripeMode: "test", siteUrl: "https://microfile.example" },
    });
  });
});

describe("admin submissions", () => {
  it("lists every user's submissions to the registries, newest first, with their state and polling", async () => {
    const { rows } = (await get("/api/admin/submissions", admin)).json();
    expect(rows).toEqual([
      {
        id: expect.any(String),
        userId: user.id,
        registry: "companies-house",
        companyName: "Acme Trading Ltd",
        companyNumber: "01234567",
        periodEnd: "2026-03-31",
        state: "pending",
        test: false,
        reference: "00000B",
        attempts: 1,
        lastError: "the gateway answered HTTP 503",
        submittedAt: "2026-01-01T00:07:00.000Z",
        answeredAt: null,
      },
      expect.objectContaining({
        state: "rejected",
        test: true,
        reference: "00000A",
        answeredAt: "2026-01-01T00:06:00.000Z",
      }),
    ]);
  });
});

describe("admin search", () => {
  const search = async (q: string) => (await get(`/api/admin/search?q=${encodeURIComponent(q)}`, admin)).json();

  it("finds filings by company name in any case", async () => {
    const res = await search("aCmE trad");
    expect(res.ok).toBe(true);
    expect(res.rows).toHaveLength(3);
  });

  it("treats % and _ as ordinary characters", async () => {
    expect((await search("50%")).rows.map((r: { companyName: string }) => r.companyName)).toEqual([
      "50% Off_Widgets Ltd",
    ]);
    expect((await search("%")).rows).toHaveLength(1);
    expect((await search("f_w")).rows).toHaveLength(1);
    expect((await search("ff_W")).rows).toHaveLength(1);
    expect((await search("f%w")).rows).toHaveLength(0);
  });

  it("finds a user's filings by user id", async () => {
    expect((await search(user.id)).rows).toHaveLength(4);
    expect((await search(admin.id)).rows).toHaveLength(0);
  });

  it("finds nothing for text that matches no one, including SQL", async () => {
    expect((await search("x' or '1'='1")).rows).toEqual([]);
  });

  it("answers 400 for a blank query", async () => {
    const res = await get("/api/admin/search?q=%20%20", admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/Enter a company name or a user ID/);
  });
});

describe.each([
  [{ STRIPE_SECRET_KEY: "sk_live_abc" }, "live"],
  [{}, "not configured"],
])("the Stripe mode with %j", (env, mode) => {
  const app = appFor(() => env);

  it(`is ${mode}`, async () => {
    const a = await newUser(app());
    await app().database.db.update(users).set({ role: "admin" }).where(eq(users.id, a.id));
    const res = await app().app.inject({ method: "GET", url: "/api/admin/health", headers: { cookie: a.cookie } });
    expect(res.json().health.stripeMode).toBe(mode);
  });
});
