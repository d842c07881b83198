import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, apiAs, seedLines, transactionsTable } from "../../test-support/accounts-kit";
import { saveRows } from "../../test-support/seed";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";

/*
 * Once a year is closed, nothing that makes its figures can change: its transactions (edit, delete, restore,
 * permanent delete, bulk changes, imports of rows dated in it), its adjustments and the settings it was closed with.
 * Each refusal is a 409 that says so and how to reopen, and leaves everything as it was.
 */

let t: TestApp;
let api: Api;
let cookie: string;
let ids: Map<string, string>;
let closedAdjustment: string;
let before: unknown;

const CLOSED = /The accounts up to 31 March 2024 are closed, so .* can no longer change\. To change it, reopen/;

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signUpUser(t.app));
  api = apiAs(t, cookie);
  await api.put("/api/company", {
    periodStart: "2023-04-01",
    periodEnd: "2024-03-31",
    vatRegistered: true,
    vatRegisteredFrom: "2023-04-01",
  });
  ids = await seedLines(t, cookie, [
    ["2023-05-01", "OLD SALE", "500.00", "sales"],
    ["2023-06-01", "OLD COST", "-50.00", "office-costs"],
    ["2023-06-02", "OLD UNCATEGORISED", "-7.00", null],
    ["2023-06-03", "OLD DELETED", "-9.00", "office-costs"],
  ]);
  expect((await api.del(`/api/transactions/${ids.get("OLD DELETED")}`)).status).toBe(200);
  closedAdjustment = (
    await api.post("/api/adjustments", {
      kind: "accrual",
      categoryId: "professional-fees",
      description: "Accountancy",
      amount: "300.00",
    })
  ).body.id;
  expect((await api.post("/api/periods/close")).status).toBe(200);
  const newer = await seedLines(t, cookie, [["2024-05-01", "NEW COST", "-20.00", "office-costs"]]);
  for (const [k, v] of newer) ids.set(k, v);
  before = await state();
});
afterAll(() => t.close());

/** Everything a refused change must leave as it was. */
async function state() {
  return {
    rows: await transactionsTable(t, cookie),
    adjustments: (await api.get("/api/adjustments?period=2023-04-01")).body,
    company: (await api.get("/api/company")).body,
  };
}

async function refused(res: { status: number; body: { error: string } }) {
  expect(res.status, JSON.stringify(res.body)).toBe(409);
  expect(res.body.error).toMatch(CLOSED);
  expect(await state()).toEqual(before);
}

describe("a closed period's transactions", () => {
  it("cannot be edited: category, VAT rate or notes", async () => {
    const url = `/api/transactions/${ids.get("OLD SALE")}`;
    await refused(await api.patch(url, { categoryId: "other-income" }));
    await refused(await api.patch(url, { vatRate: "zero" }));
    await refused(await api.patch(url, { notes: "late note" }));
  });

  it("cannot be deleted, one by one or in bulk with rows of the open period", async () => {
    await refused(await api.del(`/api/transactions/${ids.get("OLD COST")}`));
    await refused(await api.post("/api/transactions/bulk-delete", { ids: [ids.get("NEW COST"), ids.get("OLD COST")] }));
  });

  it("cannot come back from the recycle bin, nor leave it for good", async () => {
    await refused(await api.post(`/api/transactions/${ids.get("OLD DELETED")}/restore`));
    await refused(await api.post("/api/transactions/bulk-restore", { ids: [ids.get("OLD DELETED")] }));
    await refused(await api.post("/api/transactions/permanent-delete", { ids: [ids.get("OLD DELETED")] }));
  });

  it("cannot be changed in bulk, all or nothing", async () => {
    await refused(
      await api.post("/api/transactions/bulk-update", {
        ids: [ids.get("NEW COST"), ids.get("OLD COST")],
        vatRate: "reduced",
      }),
    );
  });

  it("refuses an import with a new row dated in the closed period, importing nothing", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/transactions",
      headers: { cookie },
      payload: {
        transactions: [
          { date: "2024-06-01", description: "NEW SALE", amount: "10.00", balance: null },
          { date: "2024-02-01", description: "FORGOTTEN", amount: "-3.00", balance: null },
        ],
        fileName: "late.csv",
      },
    });
    await refused({ status: res.statusCode, body: res.json() });
  });

  it("lets a statement that overlaps the closed period in: its old rows are skipped as already imported", async () => {
    const saved = await saveRows(t.app, cookie, [
      { date: "2023-05-01", description: "OLD SALE", amount: "500.00" },
      { date: "2024-06-02", description: "NEWER SALE", amount: "15.00" },
    ]);
    expect(saved.importAudit).toMatchObject({ rowsImported: 1, duplicatesSkipped: 1 });
    ids.set("NEWER SALE", saved.transactions[0]!.id);
    before = await state();
  });

  it("are left alone by categorising, while the open period's rows are categorised", async () => {
    const all = [...ids.values()];
    const res = await api.post("/api/transactions/categorize", { transactionIds: all });
    expect(res.status).toBe(200);
    const rows = await transactionsTable(t, cookie);
    const row = (d: string) => rows.find((r) => r.description === d)!;
    expect(row("OLD UNCATEGORISED").category_id).toBeNull();
    expect(row("NEWER SALE").category_id).not.toBeNull();
    before = await state();
  });
});

describe("a closed period's adjustments and settings", () => {
  it("cannot be edited or deleted", async () => {
    await refused(await api.patch(`/api/adjustments/${closedAdjustment}`, { amount: "350.00" }));
    await refused(await api.del(`/api/adjustments/${closedAdjustment}`));
  });

  it("keep the open period's start, the typed opening balances and the VAT date of the closed period", async () => {
    await refused(await api.put("/api/company", { periodStart: "2024-05-01" }));
    await refused(await api.put("/api/company", { openingBalances: { cash: 100 } }));
    await refused(await api.put("/api/company", { vatRegisteredFrom: "2023-06-01" }));
  });

  it("let the open period's end and the company's other settings change, and the same values be sent again", async () => {
    const company = (await api.get("/api/company")).body;
    const res = await api.put("/api/company", {
      periodStart: company.periodStart,
      periodEnd: "2025-06-30",
      openingBalances: company.openingBalances,
      vatRegisteredFrom: company.vatRegisteredFrom,
      principalActivity: "Consultancy",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      periodStart: "2024-04-01",
      periodEnd: "2025-06-30",
      principalActivity: "Consultancy",
    });
  });
});
