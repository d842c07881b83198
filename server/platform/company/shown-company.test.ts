import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHOWN_COMPANY_HEADER } from "../../../core/contracts";
import { type Line, readyToSign, seedLines } from "../../test-support/accounts-kit";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";

/*
 * One login, two companies, two tabs. Tab 1 loaded while Alpha Ltd was current and sends Alpha's id with every call;
 * tab 2 then selected Beta Ltd, so the session's company is Beta. Tab 1's calls must not read or change Beta under
 * Alpha's name: 409, and nothing changes. A call naming Beta (a tab that knows) and a call naming no company (an API
 * client) act on Beta as before.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A call as the signed-in user, from a page showing `shown` (a company id), or with no company header when null. */
function callerOf(cookie: string) {
  return async (method: Method, url: string, shown: string | null, payload?: unknown) => {
    const res = await t.app.inject({
      method,
      url,
      headers: { cookie, ...(shown === null ? {} : { [SHOWN_COMPANY_HEADER]: shown }) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    const json = res.headers["content-type"]?.toString().includes("json") && res.body ? res.json() : null;
    return { status: res.statusCode, body: json };
  };
}

type Call = ReturnType<typeof callerOf>;

const FIRST_YEAR = { incorporationDate: "2023-04-01", periodStart: "2023-04-01", periodEnd: "2024-03-31" };

const BETA_LINES: Line[] = [
  ["2023-04-03", "SHARE CAPITAL", "100.00", "share-capital"],
  ["2023-05-10", "INVOICE 1", "1200.00", "sales"],
  ["2023-06-15", "OFFICE CHAIR", "-240.00", "office-costs"],
];

/** Everything the refused calls could have changed, of every company of the user. */
async function everything(userId: string) {
  const q = (sql: string) => t.database.query(sql, [userId]);
  return {
    transactions: await q(
      `select id, company_id, description, amount::text, category_id, category_stage, deleted_at is not null as deleted
         from transactions where user_id = $1 order by company_id, date, seq`,
    ),
    companies: await q(
      `select id, name, period_start::text, period_end::text, directors from companies where user_id = $1 order by id`,
    ),
    periods: await q("select * from periods where user_id = $1 order by id"),
    adjustments: await q("select * from adjustments where user_id = $1 order by id"),
    session: await q("select company_id from sessions where user_id = $1"),
  };
}

const SWITCHED = "You switched to Beta Ltd in another tab or window. Reload this page to work on Beta Ltd.";

describe("a page left on another company after a switch in another tab", () => {
  let call: Call;
  let cookie: string;
  let userId: string;
  let alpha: string;
  let beta: string;
  let betaRow: string;

  beforeAll(async () => {
    const user = await signUpUser(t.app);
    userId = user.id;
    cookie = user.cookie;
    call = callerOf(user.cookie);
    alpha = (await call("POST", "/api/companies", null, { name: "Alpha Ltd" })).body.id;
    beta = (await call("POST", "/api/companies", null, { name: "Beta Ltd" })).body.id;
    // Alpha: a year with two saved rows.
    expect((await call("POST", `/api/companies/${alpha}/select`, null)).status).toBe(200);
    expect((await call("PUT", "/api/company", null, FIRST_YEAR)).status).toBe(200);
    await seedLines(t, user.cookie, [
      ["2023-04-05", "ALPHA SALE", "500.00", "sales"],
      ["2023-04-06", "ALPHA COFFEE", "-3.10", null],
    ]);
    // Tab 2 selects Beta: a year that has ended, its lines categorised and one left for the categoriser.
    expect((await call("POST", `/api/companies/${beta}/select`, alpha)).status).toBe(200);
    expect((await call("PUT", "/api/company", null, { ...FIRST_YEAR, directors: ["Ada Lovelace"] })).status).toBe(200);
    const ids = await seedLines(t, user.cookie, [
      ...BETA_LINES,
      ["2023-07-01", "CARD PAYMENT TRAINLINE", "-45.20", null],
    ]);
    betaRow = ids.get("CARD PAYMENT TRAINLINE")!;
  });

  /** Each call a stale tab might make: saving rows, categorising, a category by hand, an export, closing the year… */
  const staleCalls = (): [Method, string, unknown][] => [
    [
      "POST",
      "/api/transactions",
      {
        transactions: [
          {
            date: "2023-08-01",
            description: "SAVED IN TAB 1",
            amount: "-9.99",
            balance: null,
            category: null,
            notes: null,
          },
        ],
        fileName: "alpha.csv",
        fileCount: 1,
      },
    ],
    ["POST", "/api/transactions/categorize", { transactionIds: [betaRow] }],
    ["PATCH", `/api/transactions/${betaRow}`, { categoryId: "travel" }],
    ["DELETE", `/api/transactions/${betaRow}`, undefined],
    ["POST", "/api/exports/ch-pack/xlsx", { directorName: "Ada Lovelace", confirmed: true }],
    [
      "POST",
      "/api/adjustments",
      { kind: "accrual", categoryId: "professional-fees", description: "Fees", amount: "300.00" },
    ],
    ["PUT", "/api/company", { name: "Renamed in tab 1" }],
    ["POST", "/api/periods/close", {}],
    ["GET", "/api/reports/profit-loss", undefined],
    ["GET", "/api/reports/balance-sheet", undefined],
    ["GET", "/api/transactions", undefined],
  ];

  it("refuses every read and write with 409 naming the current company, and changes nothing", async () => {
    const before = await everything(userId);
    for (const [method, url, payload] of staleCalls()) {
      const res = await call(method, url, alpha, payload);
      expect(res.status, `${method} ${url}: ${JSON.stringify(res.body)}`).toBe(409);
      expect(res.body).toMatchObject({ error: SWITCHED, message: SWITCHED, companySwitched: true });
    }
    expect(await everything(userId)).toEqual(before);
  });

  it("still answers the current company, the company list and the select, so the page can catch up", async () => {
    const company = await call("GET", "/api/company", alpha);
    expect(company.status).toBe(200);
    expect(company.body).toMatchObject({ id: beta, name: "Beta Ltd" });
    const list = await call("GET", "/api/companies", alpha);
    expect(list.status).toBe(200);
    expect(list.body.filter((c: { current: boolean }) => c.current).map((c: { id: string }) => c.id)).toEqual([beta]);
    expect((await call("POST", `/api/companies/${beta}/select`, alpha)).status).toBe(200);
  });

  it("refuses the full export opened in a new tab that names the company of the page that opened it", async () => {
    // A new tab cannot send the header: the address names the company instead (?company=).
    const stale = await call("GET", `/api/export/xlsx?company=${alpha}`, null);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: SWITCHED, companySwitched: true });
    const current = await t.app.inject({ method: "GET", url: `/api/export/xlsx?company=${beta}`, headers: { cookie } });
    expect(current.statusCode).toBe(200);
    expect(current.headers["content-disposition"]).toMatch(/attachment/);
    const bad = await call("GET", "/api/export/xlsx?company=alpha", null);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/company.*must be the id of one of your companies/);
  });

  it("refuses a header that is not a company id with 400, changing nothing", async () => {
    const before = await everything(userId);
    for (const shown of ["alpha", `${beta}x`, "", `${beta}, ${beta}`]) {
      const res = await call("POST", "/api/transactions/categorize", shown, { transactionIds: [betaRow] });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.error).toBe("The X-Company-Id header must be the id of one of your companies.");
    }
    expect(await everything(userId)).toEqual(before);
  });

  it("reads as before with the current company's id, or with none", async () => {
    for (const url of ["/api/reports/profit-loss", "/api/reports/balance-sheet", "/api/transactions"]) {
      const named = await call("GET", url, beta);
      const none = await call("GET", url, null);
      expect(named.status, url).toBe(200);
      expect(named.body, url).toEqual(none.body);
    }
    // Case does not matter: an id is the same company in capitals.
    expect((await call("GET", "/api/reports/profit-loss", beta.toUpperCase())).status).toBe(200);
  });

  it("writes to the current company with its id: categorise, a category, an adjustment, an export, closing", async () => {
    const categorised = await call("POST", "/api/transactions/categorize", beta, { transactionIds: [betaRow] });
    expect(categorised.status, JSON.stringify(categorised.body)).toBe(200);
    expect(categorised.body.updated).toBe(1);
    const patched = await call("PATCH", `/api/transactions/${betaRow}`, beta, { categoryId: "travel" });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    const adjustment = await call("POST", "/api/adjustments", beta, {
      kind: "accrual",
      categoryId: "professional-fees",
      description: "Fees",
      amount: "300.00",
    });
    expect(adjustment.status, JSON.stringify(adjustment.body)).toBe(200);
    // The export answers as it does without the header (a pack or its readiness 409, never the tab's 409).
    const exported = await call("POST", "/api/exports/ch-pack/xlsx", beta, {
      directorName: "Ada Lovelace",
      confirmed: true,
    });
    const plain = await call("POST", "/api/exports/ch-pack/xlsx", null, {
      directorName: "Ada Lovelace",
      confirmed: true,
    });
    expect(exported.status).toBe(plain.status);
    expect(exported.body?.companySwitched).toBeUndefined();
    // Beta's year finished (details, answers) before it is closed: the close waits for its readiness checks.
    await readyToSign(t, cookie);
    const closed = await call("POST", "/api/periods/close", beta, {});
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.closed).toMatchObject({ startDate: "2023-04-01", endDate: "2024-03-31" });
    const [row] = await t.database.query<{ company_id: string }>("select company_id from periods where id = $1", [
      closed.body.closed.id,
    ]);
    expect(row!.company_id).toBe(beta);
  });

  it("saves rows to the current company with its id, and with none", async () => {
    const save = (description: string, shown: string | null) =>
      call("POST", "/api/transactions", shown, {
        transactions: [
          { date: "2024-05-01", description, amount: "-1.00", balance: null, category: null, notes: null },
        ],
        fileName: "beta.csv",
        fileCount: 1,
      });
    expect((await save("NAMED BETA", beta)).status).toBe(200);
    expect((await save("NO HEADER", null)).status).toBe(200);
    const rows = await t.database.query<{ company_id: string }>(
      "select company_id from transactions where description in ('NAMED BETA', 'NO HEADER')",
    );
    expect(rows.map((r) => r.company_id)).toEqual([beta, beta]);
  });
});

describe("a header naming another user's company", () => {
  it("is refused with 409 naming only the caller's own company, and changes nothing", async () => {
    const other = await signUpUser(t.app);
    const otherCall = callerOf(other.cookie);
    expect((await otherCall("PUT", "/api/company", null, { name: "Zeta Secret Holdings Ltd" })).status).toBe(200);
    const otherCompany = (await otherCall("GET", "/api/company", null)).body.id as string;

    const user = await signUpUser(t.app);
    const call = callerOf(user.cookie);
    expect((await call("PUT", "/api/company", null, { name: "Beta Ltd" })).status).toBe(200);
    await seedLines(t, user.cookie, [["2024-01-02", "COFFEE", "-3.10", null]]);
    const before = [await everything(user.id), await everything(other.id)];
    for (const [method, url, payload] of [
      ["GET", "/api/reports/profit-loss", undefined],
      ["POST", "/api/transactions/categorize", {}],
      ["PUT", "/api/company", { name: "Taken over" }],
    ] as [Method, string, unknown][]) {
      const res = await call(method, url, otherCompany, payload);
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(SWITCHED);
      expect(JSON.stringify(res.body)).not.toMatch(/Zeta|Secret/);
    }
    expect([await everything(user.id), await everything(other.id)]).toEqual(before);
  });
});
