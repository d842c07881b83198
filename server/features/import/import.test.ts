import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHECKPOINT_FROM_ROWS, CHECKPOINT_QUIET_MS } from "../../db/client";
import { saveRows } from "../../test-support/seed";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const parse = (payload: unknown, cookie?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/csv/parse",
    payload: payload as object,
    headers: cookie ? { cookie } : {},
  });
const count = async (cookie: string) =>
  ((await t.app.inject({ method: "GET", url: "/api/transactions", headers: { cookie } })).json() as unknown[]).length;

const LLOYDS = [
  "Transaction Date,Transaction Type,Sort Code,Account Number,Transaction Description,Debit Amount,Credit Amount,Balance,",
  "03/04/2025,DEB,'30-96-41,12345678,TESCO STORES 3297,12.5,,987.50",
  "01/04/2025,BGC,'30-96-41,12345678,NORTHWIND TRADING,,1000,1000.00",
].join("\n");

describe("POST /api/csv/parse", () => {
  it("parses a bank file for an anonymous visitor with the spec's response shape", async () => {
    const res = await parse({ fileContent: LLOYDS });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ ok: true, error: null });
    expect(body.detectedHeaders).toContain("Transaction Date");
    expect(body.rows).toEqual([
      { date: "2025-04-01", description: "NORTHWIND TRADING", amount: 1000, balance: 1000 },
      { date: "2025-04-03", description: "TESCO STORES 3297", amount: -12.5, balance: 987.5 },
    ]);
    expect(Array.isArray(body.warnings)).toBe(true);
  });

  it("sends a long preview gzipped when the client accepts it, with the same body as the plain answer", async () => {
    const lines = ["Date,Description,Amount"];
    for (let i = 0; i < 2500; i++) lines.push(`0${(i % 9) + 1}/04/2025,"Sale ""${i}"", ref ${i}",${i}.0${i % 10}`);
    const payload = { fileContent: lines.join("\n") };
    const plain = await parse(payload);
    const zipped = await t.app.inject({
      method: "POST",
      url: "/api/csv/parse",
      payload,
      headers: { "accept-encoding": "gzip" },
    });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const body = JSON.parse(gunzipSync(zipped.rawPayload).toString("utf8"));
    expect(body).toEqual(plain.json());
    expect(body.rows).toHaveLength(2500);
    expect(body.rows).toContainEqual({ date: "2025-04-02", description: 'Sale "1", ref 1', amount: 1.01 });
    expect(body).toMatchObject({ ok: true, error: null, bank: null, usedSavedLayout: false });
  });

  it("asks for a mapping when it cannot identify the columns, and remembers a signed-in user's mapping", async () => {
    const odd = "When,What,How much\n2025-01-02,Widget sale,10.00\n2025-01-03,Stamps,-2.00\n";
    const first = await parse({ fileContent: odd });
    expect(first.statusCode).toBe(200);
    expect(first.json().ok).toBe(false);
    expect(first.json().detectedHeaders).toEqual(["When", "What", "How much"]);
    expect(first.json().error).toBeTruthy();
    const user = await signUpUser(t.app);
    const mapped = await parse(
      { fileContent: odd, headerMap: { date: "When", description: "What", amount: "How much" } },
      user.cookie,
    );
    expect(mapped.json().ok).toBe(true);
    expect(mapped.json().rows).toHaveLength(2);
    const again = await parse({ fileContent: odd }, user.cookie);
    expect(again.json()).toMatchObject({ ok: true, usedSavedLayout: true });
    const stranger = await signUpUser(t.app);
    expect((await parse({ fileContent: odd }, stranger.cookie)).json().ok).toBe(false);
  });

  it("refuses a missing fileContent with a readable 400", async () => {
    const res = await parse({});
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/the file is required/);
  });

  it("answers 413 naming the limit for a file over 20 MB", async () => {
    const big = `Date,Description,Amount\n${"01/01/2025,x,1.00\n".repeat(1_300_000)}`;
    const res = await parse({ fileContent: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatch(/20 MB/);
  });

  it("never answers 5xx to garbage", async () => {
    for (const fileContent of ["", "\u0000\u0001\u0002", '"unterminated', ";;;;\n;;;", "a\n".repeat(1000)]) {
      const res = await parse({ fileContent });
      expect(res.statusCode).toBeLessThan(500);
    }
  });
});

describe("POST /api/transactions", () => {
  it("needs sign-in", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/transactions",
      payload: { transactions: [{ date: "2025-01-01", description: "x", amount: "1.00", balance: null }] },
    });
    expect(res.statusCode).toBe(401);
  });

  it("stores nothing of an upload with one bad row, and says which row", async () => {
    const { cookie } = await signUpUser(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/transactions",
      headers: { cookie },
      payload: {
        transactions: [
          { date: "2025-01-01", description: "good", amount: "1.00", balance: null },
          { date: "2025-02-30", description: "bad date", amount: "1.00", balance: null },
        ],
        fileName: "a.csv",
        fileCount: 1,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/row 2: the date /);
    expect(res.json().error).not.toMatch(/transactions\.1/);
    expect(await count(cookie)).toBe(0);
  });

  it("skips rows already stored as a multiset, counting the recycle bin but not permanently deleted rows", async () => {
    const { cookie } = await signUpUser(t.app);
    const coffee = { date: "2025-05-01", description: "Coffee", amount: "-2.50" };
    const first = await saveRows(t.app, cookie, [
      coffee,
      coffee,
      { date: "2025-05-02", description: "Tea", amount: "-1.00" },
    ]);
    expect(first.importAudit).toMatchObject({ rowsImported: 3, duplicatesSkipped: 0 });
    const second = await saveRows(t.app, cookie, [coffee, coffee, coffee]);
    expect(second.importAudit).toMatchObject({ rowsImported: 1, duplicatesSkipped: 2 });
    const rows = (await t.app.inject({ method: "GET", url: "/api/transactions", headers: { cookie } })).json() as {
      id: string;
      description: string;
    }[];
    const tea = rows.find((r) => r.description === "Tea")!;
    await t.app.inject({ method: "DELETE", url: `/api/transactions/${tea.id}`, headers: { cookie } });
    const third = await saveRows(t.app, cookie, [{ date: "2025-05-02", description: "  TEA ", amount: "-1" }]);
    expect(third.importAudit).toMatchObject({ rowsImported: 0, duplicatesSkipped: 1, duplicatesInRecycleBin: 1 });
    await t.app.inject({
      method: "POST",
      url: "/api/transactions/permanent-delete",
      headers: { cookie },
      payload: { ids: [tea.id] },
    });
    const fourth = await saveRows(t.app, cookie, [{ date: "2025-05-02", description: "Tea", amount: "-1.00" }]);
    expect(fourth.importAudit).toMatchObject({ rowsImported: 1, duplicatesSkipped: 0 });
  });

  it("collapses identical rows within an upload only when asked", async () => {
    const { cookie } = await signUpUser(t.app);
    const row = { date: "2025-06-01", description: "Same", amount: "-5.00" };
    const res = await saveRows(t.app, cookie, [row, row, row], { removeDuplicates: true });
    expect(res.importAudit).toMatchObject({ rowsImported: 1, duplicatesSkipped: 2 });
  });

  it("keeps duplicates per bank account", async () => {
    const { cookie } = await signUpUser(t.app);
    const row = { date: "2025-06-01", description: "Transfer", amount: "100.00" };
    await saveRows(t.app, cookie, [row], { bankAccount: { name: "Current" } });
    const savings = await saveRows(t.app, cookie, [row], { bankAccount: { name: "Savings" } });
    expect(savings.importAudit.rowsImported).toBe(1);
    const again = await saveRows(t.app, cookie, [row], { bankAccount: { name: "Savings" } });
    expect(again.importAudit.rowsImported).toBe(0);
    const accounts = (await t.app.inject({ method: "GET", url: "/api/bank-accounts", headers: { cookie } })).json();
    expect(accounts.map((a: { name: string }) => a.name)).toEqual(["Current", "Savings"]);
  });

  // PGlite has no checkpointer of its own: a large import is followed by a CHECKPOINT, once its answer has gone and
  // the database is quiet.
  it.runIf(!process.env.DATABASE_URL)(
    "checkpoints the embedded database once a large import has been answered",
    async () => {
      const { cookie } = await signUpUser(t.app);
      const redo = async () =>
        (await t.database.query<{ lsn: string }>("select redo_lsn::text as lsn from pg_control_checkpoint()"))[0]!.lsn;
      const before = await redo();
      const rows = Array.from({ length: CHECKPOINT_FROM_ROWS }, (_, i) => ({
        date: "2025-01-01",
        description: `ROW ${i}`,
        amount: "1.00",
      }));
      await saveRows(t.app, cookie, rows);
      // Read no more often than the quiet it waits for, or the reads themselves would hold it back.
      await expect.poll(redo, { timeout: 10_000, interval: 2 * CHECKPOINT_QUIET_MS }).not.toBe(before);
    },
  );

  it("stores amounts exactly and returns the import audit", async () => {
    const { cookie } = await signUpUser(t.app);
    const res = await saveRows(t.app, cookie, [
      { date: "2025-07-01", description: "a", amount: "0.10", balance: "0.10" },
      { date: "2025-07-01", description: "b", amount: "0.20", balance: "0.30" },
      { date: "2025-07-02", description: "c", amount: "-99999999.99", balance: null },
    ]);
    expect(res.transactions.map((r) => r.amount)).toEqual(["0.10", "0.20", "-99999999.99"]);
    expect(res.importAudit).toMatchObject({ rowsImported: 3, duplicatesSkipped: 0 });
  });

  it("stores a description's control characters (a NUL, tabs, the list's separators) as spaces", async () => {
    const { cookie } = await signUpUser(t.app);
    const res = await saveRows(t.app, cookie, [
      {
        date: "2025-07-03",
        description: "CARD\u0000PAYMENT\tTO\u001fTESCO\u001e\u001a",
        amount: "-4.20",
        balance: null,
      },
    ]);
    expect(res.transactions.map((r) => r.description)).toEqual(["CARD PAYMENT TO TESCO"]);
    const list = (await t.app.inject({ method: "GET", url: "/api/transactions", headers: { cookie } })).json();
    expect(list.map((r: { description: string }) => r.description)).toEqual(["CARD PAYMENT TO TESCO"]);
  });
});
