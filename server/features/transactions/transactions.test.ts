import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changedInTest, SAMPLE_ROWS, saveRows } from "../../test-support/seed";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";

let t: TestApp;
let owner: { cookie: string };
let other: { cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpUser(t.app);
  other = await signUpUser(t.app);
});
afterAll(async () => t.close());

const list = async (cookie: string) =>
  (await t.app.inject({ method: "GET", url: "/api/transactions", headers: { cookie } })).json() as {
    id: string;
    description: string;
    amount: string;
  }[];
const bin = async (cookie: string) =>
  (await t.app.inject({ method: "GET", url: "/api/transactions/deleted", headers: { cookie } })).json() as {
    id: string;
    deletedAt: string;
  }[];

describe("transactions", () => {
  it("lists the owner's rows ordered by date with the spec's fields", async () => {
    const saved = await saveRows(t.app, owner.cookie, SAMPLE_ROWS);
    expect(saved.importAudit.rowsImported).toBe(4);
    const rows = await list(owner.cookie);
    expect(rows.map((r) => r.amount)).toEqual(["1200.00", "-45.20", "-80.00", "-3.10"]);
    expect(rows[0]).toMatchObject({
      date: "2025-04-01",
      description: "NORTHWIND TRADING LTD INV 1001",
      balance: "1200.00",
      category: null,
      notes: null,
      categoryId: null,
      categoryConfidence: null,
      categoryReason: null,
    });
    expect(rows[0]).toHaveProperty("importBatchId");
    expect(await list(other.cookie)).toEqual([]);
  });

  it("lists a stored description that holds the list's packing separators exactly, in its own field", async () => {
    const { cookie } = await signUpUser(t.app);
    const saved = await saveRows(t.app, cookie, [
      { date: "2025-05-01", description: "FIRST", amount: "-1.00", balance: null },
      { date: "2025-05-02", description: "SECOND", amount: "-2.00", balance: null },
    ]);
    // Rows stored before descriptions were cleaned on the way in may still hold control characters.
    const legacy = "A\u001fB\u001eC";
    await t.database.query("update transactions set description = $1, notes = $2 where id = $3", [
      legacy,
      "note\u001f",
      saved.transactions[0]!.id,
    ]);
    await changedInTest(t.database, saved.transactions[0]!.id);
    const rows = (await list(cookie)) as unknown as { description: string; amount: string; notes: string | null }[];
    expect(rows.map((r) => [r.description, r.amount, r.notes])).toEqual([
      [legacy, "-1.00", "note\u001f"],
      ["SECOND", "-2.00", null],
    ]);
  });

  it("answers 401 to every route when signed out", async () => {
    const calls = [
      { method: "GET", url: "/api/transactions" },
      { method: "GET", url: "/api/transactions/deleted" },
      { method: "DELETE", url: "/api/transactions/00000000-0000-0000-0000-000000000000" },
      { method: "POST", url: "/api/transactions/bulk-delete", payload: { ids: ["x"] } },
      { method: "POST", url: "/api/transactions/00000000-0000-0000-0000-000000000000/restore" },
      { method: "POST", url: "/api/transactions/bulk-restore", payload: { ids: ["x"] } },
      { method: "POST", url: "/api/transactions/permanent-delete", payload: { ids: ["x"] } },
    ] as const;
    for (const c of calls) expect((await t.app.inject(c)).statusCode, c.url).toBe(401);
  });

  it("moves a deleted row to the recycle bin and restores it", async () => {
    const [first] = await list(owner.cookie);
    const del = await t.app.inject({
      method: "DELETE",
      url: `/api/transactions/${first!.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(del.statusCode).toBe(200);
    expect((await list(owner.cookie)).some((r) => r.id === first!.id)).toBe(false);
    const deleted = await bin(owner.cookie);
    expect(deleted[0]).toMatchObject({ id: first!.id, amount: "1200.00", date: "2025-04-01" });
    expect(Date.parse(deleted[0]!.deletedAt)).not.toBeNaN();
    const res = await t.app.inject({
      method: "POST",
      url: `/api/transactions/${first!.id}/restore`,
      headers: { cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect((await list(owner.cookie)).some((r) => r.id === first!.id)).toBe(true);
    expect(await bin(owner.cookie)).toEqual([]);
  });

  it("never lets another user delete, restore or purge the owner's rows", async () => {
    const rows = await list(owner.cookie);
    const id = rows[1]!.id;
    const h = { cookie: other.cookie };
    expect((await t.app.inject({ method: "DELETE", url: `/api/transactions/${id}`, headers: h })).statusCode).toBe(404);
    const bulk = await t.app.inject({
      method: "POST",
      url: "/api/transactions/bulk-delete",
      headers: h,
      payload: { ids: [id] },
    });
    expect(bulk.json()).toEqual({ deleted: 0, notFound: [id] });
    await t.app.inject({ method: "DELETE", url: `/api/transactions/${id}`, headers: { cookie: owner.cookie } });
    expect(
      (await t.app.inject({ method: "POST", url: `/api/transactions/${id}/restore`, headers: h })).statusCode,
    ).toBe(404);
    const purge = await t.app.inject({
      method: "POST",
      url: "/api/transactions/permanent-delete",
      headers: h,
      payload: { ids: [id] },
    });
    expect(purge.json()).toMatchObject({ deleted: 0, total: 1 });
    expect(purge.json().errors).toHaveLength(1);
    expect((await bin(owner.cookie)).map((r) => r.id)).toEqual([id]);
    await t.app.inject({ method: "POST", url: `/api/transactions/${id}/restore`, headers: { cookie: owner.cookie } });
    expect(await list(owner.cookie)).toHaveLength(4);
  });

  it("answers malformed ids with 404 or an error entry, never a 500", async () => {
    const h = { cookie: owner.cookie };
    expect((await t.app.inject({ method: "DELETE", url: "/api/transactions/not-a-uuid", headers: h })).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ method: "POST", url: "/api/transactions/1%27%20or%201=1/restore", headers: h })).statusCode,
    ).toBe(404);
    const purge = await t.app.inject({
      method: "POST",
      url: "/api/transactions/permanent-delete",
      headers: h,
      payload: { ids: ["nope"] },
    });
    expect(purge.statusCode).toBe(200);
    expect(purge.json().errors[0].id).toBe("nope");
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/transactions/bulk-delete",
      headers: h,
      payload: { ids: "x" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/list of rows chosen/);
  });

  it("bulk-deletes, and permanently deletes only rows already in the recycle bin", async () => {
    const rows = await list(owner.cookie);
    const [a, b, c] = rows;
    const del = await t.app.inject({
      method: "POST",
      url: "/api/transactions/bulk-delete",
      headers: { cookie: owner.cookie },
      payload: { ids: [a!.id, b!.id] },
    });
    expect(del.json()).toEqual({ deleted: 2, notFound: [] });
    const purge = await t.app.inject({
      method: "POST",
      url: "/api/transactions/permanent-delete",
      headers: { cookie: owner.cookie },
      payload: { ids: [a!.id, c!.id] },
    });
    expect(purge.json()).toMatchObject({ deleted: 1, total: 2 });
    expect(purge.json().errors.map((e: { id: string }) => e.id)).toEqual([c!.id]);
    expect((await bin(owner.cookie)).map((r) => r.id)).toEqual([b!.id]);
    expect((await list(owner.cookie)).map((r) => r.id)).toEqual([c!.id, rows[3]!.id]);
  });

  describe("first-screen", () => {
    const firstScreen = (cookie: string, query = "") =>
      t.app.inject({ method: "GET", url: `/api/transactions/first-screen${query}`, headers: { cookie } });

    it("sends the list's first rows as the list sends them, with the count and money in and out of all rows", async () => {
      const { cookie } = await signUpUser(t.app);
      await saveRows(t.app, cookie, SAMPLE_ROWS);
      const all = await list(cookie);
      const res = await firstScreen(cookie, "?limit=2");
      expect(res.statusCode).toBe(200);
      // SAMPLE_ROWS: in 1,200.00; out 45.20 + 80.00 + 3.10 = 128.30.
      expect(res.json()).toEqual({ total: 4, inflow: "1200.00", outflow: "-128.30", rows: all.slice(0, 2) });
      // Without a limit, up to 500 rows: here the whole list, so the page needs nothing more.
      expect((await firstScreen(cookie)).json()).toMatchObject({ total: 4, rows: all });
    });

    it("leaves deleted rows out of the rows and the totals", async () => {
      const { cookie } = await signUpUser(t.app);
      await saveRows(t.app, cookie, SAMPLE_ROWS);
      const [first] = await list(cookie);
      await t.app.inject({ method: "DELETE", url: `/api/transactions/${first!.id}`, headers: { cookie } });
      const body = (await firstScreen(cookie)).json();
      expect(body).toMatchObject({ total: 3, inflow: "0.00", outflow: "-128.30" });
      expect(body.rows.map((r: { id: string }) => r.id)).not.toContain(first!.id);
    });

    it("answers an empty first screen for a user with no rows, and never another user's rows", async () => {
      const { cookie } = await signUpUser(t.app);
      expect((await firstScreen(cookie)).json()).toEqual({ total: 0, inflow: "0.00", outflow: "0.00", rows: [] });
      expect((await firstScreen(other.cookie)).json()).toMatchObject({ total: 0, rows: [] });
    });

    it("refuses a limit that is not a whole number from 1 to 1000 with a readable 400, and 401 signed out", async () => {
      for (const query of ["?limit=0", "?limit=1001", "?limit=2.5", "?limit=many", "?other=1"]) {
        const res = await firstScreen(owner.cookie, query);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().error).toMatch(/limit must be a whole number from 1 to 1000|other/);
      }
      const signedOut = await t.app.inject({ method: "GET", url: "/api/transactions/first-screen" });
      expect(signedOut.statusCode).toBe(401);
    });
  });

  describe("bulk-restore", () => {
    const restoreIds = (cookie: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: "POST", url: "/api/transactions/bulk-restore", headers: { cookie }, payload });
    const bulkDelete = (cookie: string, ids: string[]) =>
      t.app.inject({ method: "POST", url: "/api/transactions/bulk-delete", headers: { cookie }, payload: { ids } });

    it("restores every deleted row in one call and reports the rest as not found", async () => {
      const { cookie } = await signUpUser(t.app);
      await saveRows(t.app, cookie, SAMPLE_ROWS);
      const rows = await list(cookie);
      const [a, b, c] = rows;
      await bulkDelete(cookie, [a!.id, b!.id]);
      const res = await restoreIds(cookie, { ids: [a!.id, b!.id, c!.id, "not-a-uuid", a!.id] });
      expect(res.statusCode).toBe(200);
      // c was never deleted (active rows are not in the bin), "not-a-uuid" is nobody's; a duplicate id counts once.
      expect(res.json()).toEqual({ restored: 2, notFound: ["not-a-uuid", c!.id] });
      expect(await bin(cookie)).toEqual([]);
      expect((await list(cookie)).map((r) => r.id)).toEqual(rows.map((r) => r.id));
    });

    it("treats another user's deleted rows as not found and leaves them in their bin", async () => {
      const mine = await signUpUser(t.app);
      const theirs = await signUpUser(t.app);
      await saveRows(t.app, theirs.cookie, SAMPLE_ROWS);
      const [x] = await list(theirs.cookie);
      await bulkDelete(theirs.cookie, [x!.id]);
      const res = await restoreIds(mine.cookie, { ids: [x!.id] });
      expect(res.json()).toEqual({ restored: 0, notFound: [x!.id] });
      expect((await bin(theirs.cookie)).map((r) => r.id)).toEqual([x!.id]);
      expect(await list(mine.cookie)).toEqual([]);
    });

    it("refuses a body without ids with a readable 400", async () => {
      const { cookie } = await signUpUser(t.app);
      for (const payload of [{ ids: [] }, { ids: "x" }, {}]) {
        const res = await restoreIds(cookie, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toMatch(/the list of rows chosen is required|Select at least one transaction/);
      }
    });
  });
});
