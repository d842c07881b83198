import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, apiAs, seedLines, transactionsTable } from "../../test-support/accounts-kit";
import { saveRows } from "../../test-support/seed";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Row {
  id: string;
  description: string;
  categoryId: string | null;
  categoryStage: string | null;
  vatRate: string | null;
}

const listOf = async (api: Api) => (await api.get("/api/transactions")).body as Row[];
const byDescription = (rows: Row[], d: string) => rows.find((r) => r.description === d)!;

describe("a transaction's VAT rate", () => {
  let api: Api;
  let cookie: string;
  let ids: Map<string, string>;

  beforeAll(async () => {
    ({ cookie } = await signUpUser(t.app));
    api = apiAs(t, cookie);
    await api.put("/api/company", { periodStart: "2024-04-01", periodEnd: "2025-03-31" });
    ids = await seedLines(t, cookie, [
      ["2024-05-01", "CAFE", "-12.00", "office-costs"],
      ["2024-05-02", "TRAINLINE", "-30.00", "travel"],
      ["2024-05-03", "CLIENT", "600.00", "sales"],
    ]);
  });

  it("is null (the category's default) in every list answer, and in the import's answer", async () => {
    expect((await listOf(api)).map((r) => r.vatRate)).toEqual([null, null, null]);
    const saved = await saveRows(t.app, cookie, [{ date: "2024-05-04", description: "EXTRA", amount: "-1.00" }]);
    expect(saved.transactions[0]).toHaveProperty("vatRate", null);
  });

  it("cannot be set while the company is not VAT-registered, and nothing changes", async () => {
    const before = await transactionsTable(t, cookie);
    const one = await api.patch(`/api/transactions/${ids.get("CAFE")}`, { vatRate: "standard" });
    expect(one.status).toBe(400);
    expect(one.body.error).toMatch(/The company is not VAT-registered, so its transactions carry no VAT rate/);
    const many = await api.post("/api/transactions/bulk-update", { ids: [...ids.values()], vatRate: "zero" });
    expect(many.status).toBe(400);
    // With the VAT rate refused, a category sent alongside is not set either.
    const both = await api.patch(`/api/transactions/${ids.get("CAFE")}`, { categoryId: "travel", vatRate: "zero" });
    expect(both.status).toBe(400);
    expect(await transactionsTable(t, cookie)).toEqual(before);
  });

  it("refuses a rate that is not one, saying which are", async () => {
    const res = await api.patch(`/api/transactions/${ids.get("CAFE")}`, { vatRate: "twenty" });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(
      /the VAT rate must be one of standard, reduced, zero, exempt, outside-scope, no-vat, or null/,
    );
  });

  it("is set on one row or many once the company is registered, and shown in the list", async () => {
    await api.put("/api/company", { vatRegistered: true, vatRegisteredFrom: "2024-04-01" });
    const one = await api.patch(`/api/transactions/${ids.get("CAFE")}`, { vatRate: "reduced" });
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    const unknown = "00000000-0000-4000-8000-000000000000";
    const many = await api.post("/api/transactions/bulk-update", {
      ids: [ids.get("TRAINLINE"), ids.get("CLIENT"), unknown, "nonsense"],
      categoryId: "other-income",
      vatRate: "exempt",
    });
    expect(many.body).toEqual({ updated: 2, notFound: [unknown, "nonsense"] });
    const rows = await listOf(api);
    expect(byDescription(rows, "CAFE")).toMatchObject({ vatRate: "reduced", categoryId: "office-costs" });
    expect(byDescription(rows, "TRAINLINE")).toMatchObject({
      vatRate: "exempt",
      categoryId: "other-income",
      categoryStage: "user",
    });
    // Back to the category's default.
    await api.patch(`/api/transactions/${ids.get("CAFE")}`, { vatRate: null });
    expect(byDescription(await listOf(api), "CAFE").vatRate).toBeNull();
  });

  it("is in the list read row by row too (a stored text holding the packing separators)", async () => {
    await api.patch(`/api/transactions/${ids.get("CAFE")}`, { vatRate: "zero" });
    await t.database.query("update transactions set description = $1 where id = $2", [
      "CAFE\u001fLEGACY",
      ids.get("CAFE"),
    ]);
    await t.database.query("update companies set transactions_version = transactions_version + 1");
    const row = (await listOf(api)).find((r) => r.id === ids.get("CAFE"))!;
    expect(row).toMatchObject({ description: "CAFE\u001fLEGACY", vatRate: "zero" });
  });

  it("changes nothing of another user's rows", async () => {
    const other = apiAs(t, (await signUpUser(t.app)).cookie);
    await other.put("/api/company", { vatRegistered: true, vatRegisteredFrom: "2024-04-01" });
    const before = await transactionsTable(t, cookie);
    expect((await other.patch(`/api/transactions/${ids.get("CLIENT")}`, { vatRate: "zero" })).status).toBe(404);
    const bulk = await other.post("/api/transactions/bulk-update", { ids: [ids.get("CLIENT")], vatRate: "zero" });
    expect(bulk.body).toEqual({ updated: 0, notFound: [ids.get("CLIENT")] });
    expect(await transactionsTable(t, cookie)).toEqual(before);
  });

  it("needs something to set", async () => {
    const res = await api.post("/api/transactions/bulk-update", { ids: [ids.get("CLIENT")] });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/Send categoryId or vatRate/);
  });
});
