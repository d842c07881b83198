import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, apiAs, readyToSign, seedLines } from "../../test-support/accounts-kit";
import { saveRows } from "../../test-support/seed";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";
import { PAGE_REPORT_NAMES } from "./kept-page-reports";

/**
 * The Reports page's answers are kept at the company's accounts version (docs/decisions/009). Each test reads the
 * page (so its answers are kept), writes through one kind of route, and reads again: the answer must be new, and
 * exactly what a build with nothing kept gives. A write that did not move the version would be answered from the
 * kept rows with the old figures, and fail here.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

interface Company {
  api: Api;
  cookie: string;
  userId: string;
  ids: Map<string, string>;
}

async function company(): Promise<Company> {
  const { id: userId, cookie } = await signUpUser(t.app);
  const api = apiAs(t, cookie);
  expect((await api.put("/api/company", { periodStart: "2024-04-01", periodEnd: "2025-03-31" })).status).toBe(200);
  const ids = await seedLines(t, cookie, [
    ["2024-05-01", "INVOICE 1", "1000.00", "sales"],
    ["2024-06-01", "TRAINLINE 1001", "-45.20", "travel"],
    ["2024-06-02", "TRAINLINE 1002", "-30.00", "travel"],
    ["2024-07-01", "COFFEE", "-3.10", null],
  ]);
  return { api, cookie, userId, ids };
}

type Page = Record<string, unknown>;

async function page(api: Api): Promise<Page> {
  const out: Page = {};
  for (const name of PAGE_REPORT_NAMES) {
    const res = await api.get(`/api/reports/${name}`);
    expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(200);
    out[name] = res.body;
  }
  return out;
}

const keptRows = async (userId: string) =>
  (
    await t.database.query<{ n: number }>("select count(*)::int as n from kept_reports where user_id = $1", [userId])
  )[0]!.n;

const accountsVersion = async (userId: string) =>
  (
    await t.database.query<{ v: string }>("select accounts_version::text as v from companies where user_id = $1", [
      userId,
    ])
  )[0]!.v;

/** Reads the page, writes, reads again: the answers move, and match a build from nothing kept. */
async function expectNextReadChanges(
  c: Company,
  write: () => Promise<{ status: number; body: unknown }>,
  visible = true,
) {
  const before = await page(c.api);
  expect(await keptRows(c.userId)).toBe(PAGE_REPORT_NAMES.length);
  const version = await accountsVersion(c.userId);
  const res = await write();
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  expect(await accountsVersion(c.userId)).not.toBe(version);
  const after = await page(c.api);
  if (visible) expect(after).not.toEqual(before);
  await t.database.query("delete from kept_reports where user_id = $1", [c.userId]);
  expect(await page(c.api)).toEqual(after);
}

describe("the Reports page's kept answers", () => {
  it("are kept once built and sent again while nothing changed, and only then", async () => {
    const c = await company();
    const first = await page(c.api);
    expect(await keptRows(c.userId)).toBe(PAGE_REPORT_NAMES.length);
    // A change behind the app's back (no version moved) is not seen: the kept answer is what came back.
    await t.database.query(
      "update kept_reports set body = jsonb_set(body::jsonb, '{netProfit}', '12345')::text where user_id = $1 and report = 'profit-loss'",
      [c.userId],
    );
    expect(((await c.api.get("/api/reports/profit-loss")).body as { netProfit: number }).netProfit).toBe(12345);
    await t.database.query("delete from kept_reports where user_id = $1", [c.userId]);
    expect(await page(c.api)).toEqual(first);
  });

  it("count deadlines and readiness from today: an answer kept on another day is built again", async () => {
    const c = await company();
    const first = await page(c.api);
    await t.database.query(
      "update kept_reports set today = '2000-01-01', body = '{}' where user_id = $1 and today <> ''",
      [c.userId],
    );
    expect(await page(c.api)).toEqual(first);
  });

  it("keep each closed period apart from the open one", async () => {
    const c = await company();
    const open = (await c.api.get("/api/reports/profit-loss")).body;
    const missing = await c.api.get("/api/reports/profit-loss?period=2020-01-01");
    expect(missing.status).toBe(404);
    expect((await c.api.get("/api/reports/profit-loss")).body).toEqual(open);
  });
});

describe("every kind of write changes the next answer", () => {
  it("an import", async () => {
    const c = await company();
    await expectNextReadChanges(c, async () => {
      await saveRows(t.app, c.cookie, [{ date: "2024-08-01", description: "NEW", amount: "-9.00" }]);
      return { status: 200, body: null };
    });
  });

  it("categorising", async () => {
    const c = await company();
    const ids = [c.ids.get("COFFEE")!];
    await expectNextReadChanges(c, () => c.api.post("/api/transactions/categorize", { transactionIds: ids }));
  });

  it("an edit", async () => {
    const c = await company();
    await expectNextReadChanges(c, () =>
      c.api.patch(`/api/transactions/${c.ids.get("INVOICE 1")}`, { categoryId: "other-income" }),
    );
  });

  it("a bulk update", async () => {
    const c = await company();
    const ids = [c.ids.get("COFFEE")!];
    await expectNextReadChanges(c, () => c.api.post("/api/transactions/bulk-update", { ids, categoryId: "travel" }));
  });

  it("a delete, a restore and a permanent delete", async () => {
    const c = await company();
    const id = c.ids.get("INVOICE 1")!;
    await expectNextReadChanges(c, () => c.api.del(`/api/transactions/${id}`));
    await expectNextReadChanges(c, () => c.api.post(`/api/transactions/${id}/restore`));
    await expectNextReadChanges(c, () => c.api.post("/api/transactions/bulk-delete", { ids: [id] }));
    await expectNextReadChanges(c, () => c.api.post("/api/transactions/bulk-restore", { ids: [id] }));
    await c.api.del(`/api/transactions/${id}`);
    // A row in the recycle bin is in no report: purging it moves the version, and the answers stay right.
    await expectNextReadChanges(c, () => c.api.post("/api/transactions/permanent-delete", { ids: [id] }), false);
  });

  it("a year-end adjustment added, changed and removed", async () => {
    const c = await company();
    const accrual = { kind: "accrual", categoryId: "professional-fees", description: "Accountancy", amount: "250.00" };
    let id = "";
    await expectNextReadChanges(c, async () => {
      const res = await c.api.post("/api/adjustments", accrual);
      id = (res.body as { id: string }).id;
      return res;
    });
    await expectNextReadChanges(c, () => c.api.patch(`/api/adjustments/${id}`, { ...accrual, amount: "300.00" }));
    await expectNextReadChanges(c, () => c.api.del(`/api/adjustments/${id}`));
  });

  it("the company's settings and opening balances", async () => {
    const c = await company();
    await expectNextReadChanges(c, () => c.api.put("/api/company", { periodEnd: "2025-02-28" }));
    await expectNextReadChanges(c, () =>
      c.api.put("/api/company", { openingBalances: { cash: 500, calledUpShareCapital: 100, profitLossAccount: 400 } }),
    );
    await expectNextReadChanges(c, () =>
      c.api.put("/api/company", { vatRegistered: true, vatScheme: "standard", vatRegisteredFrom: "2024-04-01" }),
    );
  });

  it("a bank account's opening cash", async () => {
    const c = await company();
    const accounts = (await c.api.get("/api/bank-accounts")).body as { id: string }[];
    await expectNextReadChanges(c, () =>
      c.api.put("/api/bank-accounts/opening-cash", { accounts: [{ id: accounts[0]!.id, openingCash: "77.00" }] }),
    );
  });

  it("the period's answers", async () => {
    const c = await company();
    await expectNextReadChanges(c, () => c.api.patch("/api/period-answers", { periodConfirmed: true }));
  });

  it("closing the year and reopening it", async () => {
    const c = await company();
    // The year finished before it is closed: its last row categorised, its questions answered.
    expect(
      (await c.api.patch(`/api/transactions/${c.ids.get("COFFEE")}`, { categoryId: "general-admin" })).status,
    ).toBe(200);
    await readyToSign(t, c.cookie);
    await expectNextReadChanges(c, () => c.api.post("/api/periods/close"));
    const closed = ((await c.api.get("/api/periods")).body as { periods: { id: string; status: string }[] }).periods;
    const id = closed.find((p) => p.status === "closed")!.id;
    await expectNextReadChanges(c, () => c.api.post(`/api/periods/${id}/reopen`));
  });

  it("apply to similar and its undo", async () => {
    const c = await company();
    const first = c.ids.get("TRAINLINE 1001")!;
    await c.api.patch(`/api/transactions/${first}`, { categoryId: "other-expenses" });
    let undoToken = "";
    await expectNextReadChanges(c, async () => {
      const res = await c.api.post("/api/transactions/categorize-similar", {
        id: first,
        ids: [c.ids.get("TRAINLINE 1002")!],
      });
      undoToken = (res.body as { undoToken: string }).undoToken;
      return res;
    });
    await expectNextReadChanges(c, () => c.api.post("/api/transactions/categorize-similar/undo", { undoToken }));
  });

  it("the fixed asset register", async () => {
    const c = await company();
    const [van] = [
      ...(await seedLines(t, c.cookie, [["2024-08-01", "VAN DEALER", "-12000.00", "motor-vehicles"]])).values(),
    ];
    await page(c.api);
    // A motor vehicle is a car of unknown CO2 (special rate pool, 6 %) until the register calls it a van, which
    // takes the annual investment allowance (CAA 2001 s38B, s51A): the tax changes.
    await expectNextReadChanges(c, () => c.api.patch(`/api/fixed-assets/${van}`, { kind: "van" }));
  });

  it("a year step", async () => {
    const c = await company();
    await expectNextReadChanges(c, () => c.api.put("/api/year-steps/adjustments", { checked: true }), false);
  });

  it("a registry accepting the accounts (the poller's answer, not a route)", async () => {
    const c = await company();
    await expectNextReadChanges(c, async () => {
      // The year to 31 March 2025 is past its deadlines: accepted, the deadlines say filed and readiness stops
      // warning that the accounts may be unfiled.
      await t.database.query(
        `insert into submissions (user_id, company_id, registry, kind, company_name, period_start, period_end, state)
         select user_id, id, 'companies-house', 'accounts', name, '2024-04-01', '2025-03-31', 'submitted'
         from companies where user_id = $1`,
        [c.userId],
      );
      await t.database.query("update submissions set state = 'accepted' where user_id = $1", [c.userId]);
      return { status: 200, body: null };
    });
  });
});
