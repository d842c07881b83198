import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_ROWS, saveRows } from "../../test-support/seed";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";

/**
 * The list cache (list-cache.ts) answers a read while the company's transactions version is unchanged. These tests
 * read the list (so it is kept), change it through each route that writes transactions, and read again: a writer
 * that did not raise the version would be answered from the cache with the old list, and fail here.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

interface Row {
  id: string;
  description: string;
  categoryId: string | null;
  notes: string | null;
}

/** The list both ways a client may ask for it: gzipped (browsers) and plain; both must agree. */
async function list(cookie: string): Promise<Row[]> {
  const get = (encoding?: string) =>
    t.app.inject({
      method: "GET",
      url: "/api/transactions",
      headers: { cookie, ...(encoding ? { "accept-encoding": encoding } : {}) },
    });
  const zipped = await get("gzip");
  expect(zipped.statusCode).toBe(200);
  expect(zipped.headers["content-encoding"]).toBe("gzip");
  const plain = await get();
  expect(plain.headers["content-encoding"]).toBeUndefined();
  const rows = plain.json() as Row[];
  expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(rows);
  return rows;
}

const call = (cookie: string, method: "POST" | "PATCH" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function userWithRows() {
  const user = await signUpUser(t.app);
  const saved = await saveRows(t.app, user.cookie, SAMPLE_ROWS);
  const ids = saved.transactions.map((r) => r.id);
  return { cookie: user.cookie, ids };
}

describe("the transactions list after each change", () => {
  it("is answered from the cache while nothing changed, and only then", async () => {
    const { cookie, ids } = await userWithRows();
    await list(cookie);
    expect(t.ctx.listCache.size).toBeGreaterThan(0);
    // A change made behind the app's back (no version raised) is not seen: the kept answer is what came back.
    await t.database.query("update transactions set notes = 'behind its back' where id = $1", [ids[0]]);
    expect((await list(cookie)).find((r) => r.id === ids[0])?.notes).toBeNull();
  });

  it("shows an import", async () => {
    const { cookie } = await userWithRows();
    expect(await list(cookie)).toHaveLength(4);
    await saveRows(t.app, cookie, [{ date: "2025-06-01", description: "NEW ROW", amount: "-1.00" }]);
    expect((await list(cookie)).map((r) => r.description)).toContain("NEW ROW");
  });

  it("shows categorisation, a category set by the user, notes and apply-to-similar", async () => {
    const { cookie, ids } = await userWithRows();
    expect((await list(cookie)).every((r) => r.categoryId === null)).toBe(true);
    expect((await call(cookie, "POST", "/api/transactions/categorize", { transactionIds: ids })).statusCode).toBe(200);
    expect((await list(cookie)).every((r) => r.categoryId !== null)).toBe(true);

    expect((await call(cookie, "PATCH", `/api/transactions/${ids[1]}`, { categoryId: "travel" })).statusCode).toBe(200);
    expect((await list(cookie)).find((r) => r.id === ids[1])?.categoryId).toBe("travel");

    expect((await call(cookie, "PATCH", `/api/transactions/${ids[1]}`, { notes: "train to Leeds" })).statusCode).toBe(
      200,
    );
    expect((await list(cookie)).find((r) => r.id === ids[1])?.notes).toBe("train to Leeds");

    const similar = await call(cookie, "POST", "/api/transactions/categorize-similar", { id: ids[1], ids: [ids[2]] });
    expect(similar.statusCode).toBe(200);
    const after = await list(cookie);
    expect(after.find((r) => r.id === ids[1])?.categoryId).toBe("travel");
    expect(after.find((r) => r.id === ids[2])?.categoryId).toBe("travel");
    const undoToken = similar.json().undoToken;
    expect((await call(cookie, "POST", "/api/transactions/categorize-similar/undo", { undoToken })).statusCode).toBe(
      200,
    );
    expect((await list(cookie)).find((r) => r.id === ids[2])?.categoryId).not.toBe("travel");
  });

  it("shows a delete, a bulk delete and a restore", async () => {
    const { cookie, ids } = await userWithRows();
    expect(await list(cookie)).toHaveLength(4);
    expect((await call(cookie, "DELETE", `/api/transactions/${ids[0]}`)).statusCode).toBe(200);
    expect((await list(cookie)).map((r) => r.id)).not.toContain(ids[0]);
    await call(cookie, "POST", "/api/transactions/bulk-delete", { ids: [ids[1], ids[2]] });
    expect((await list(cookie)).map((r) => r.id)).toEqual([ids[3]]);
    expect((await call(cookie, "POST", `/api/transactions/${ids[1]}/restore`)).statusCode).toBe(200);
    expect((await list(cookie)).map((r) => r.id).sort()).toEqual([ids[1], ids[3]].sort());
    // Removing rows for good changes only the recycle bin; the list stays right.
    await call(cookie, "POST", "/api/transactions/permanent-delete", { ids: [ids[0], ids[2]] });
    expect((await list(cookie)).map((r) => r.id).sort()).toEqual([ids[1], ids[3]].sort());
  });

  it("shows a bulk restore", async () => {
    const { cookie, ids } = await userWithRows();
    await call(cookie, "POST", "/api/transactions/bulk-delete", { ids: [ids[0], ids[1]] });
    expect((await list(cookie)).map((r) => r.id).sort()).toEqual([ids[2], ids[3]].sort());
    const restored = await call(cookie, "POST", "/api/transactions/bulk-restore", { ids: [ids[0], ids[1]] });
    expect(restored.json()).toEqual({ restored: 2, notFound: [] });
    expect((await list(cookie)).map((r) => r.id).sort()).toEqual([...ids].sort());
  });

  it("keeps its answer through a write that changed nothing", async () => {
    const { cookie, ids } = await userWithRows();
    const version = async () =>
      (
        await t.database.query<{ v: string }>(
          "select c.transactions_version::text as v from companies c join transactions t on t.company_id = c.id where t.id = $1",
          [ids[0]],
        )
      )[0]!.v;
    const before = await version();
    // Restoring a row that is not in the recycle bin changes no row.
    await call(cookie, "POST", `/api/transactions/${ids[0]}/restore`);
    expect(await version()).toBe(before);
    await call(cookie, "DELETE", `/api/transactions/${ids[0]}`);
    expect(Number(await version())).toBe(Number(before) + 1);
  });

  it("never answers one user with another's kept list", async () => {
    const alice = await userWithRows();
    const bob = await signUpUser(t.app);
    expect(await list(alice.cookie)).toHaveLength(4);
    expect(await list(bob.cookie)).toEqual([]);
  });

  it("is no longer held once the user deletes their data", async () => {
    const { cookie } = await userWithRows();
    const before = t.ctx.listCache.size;
    await list(cookie);
    expect(t.ctx.listCache.size).toBeGreaterThan(before);
    expect((await call(cookie, "POST", "/api/user/delete-my-data")).statusCode).toBe(200);
    expect(t.ctx.listCache.size).toBe(before);
  });
});
