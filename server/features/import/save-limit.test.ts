import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_IMPORT_ROWS } from "../../../core/contracts";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const save = (cookie: string, count: number) =>
  t.app.inject({
    method: "POST",
    url: "/api/transactions",
    headers: { cookie },
    payload: {
      // The limit is on the number of rows, whatever they hold: one row object repeated keeps the body small.
      transactions: Array.from({ length: count }, () => ({
        date: "2025-01-01",
        description: "x",
        amount: "1.00",
        balance: null,
      })),
      fileName: "big.csv",
      fileCount: 1,
    },
  });

describe("POST /api/transactions with more rows than one save takes", () => {
  it("answers 413 naming the 200,000-row limit, and stores nothing", async () => {
    const { cookie } = await signUpUser(t.app);
    const res = await save(cookie, MAX_IMPORT_ROWS + 1);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe(
      "This upload has 200,001 rows; up to 200,000 rows can be saved at once. Split it into smaller date ranges.",
    );
    const list = await t.app.inject({ method: "GET", url: "/api/transactions", headers: { cookie } });
    expect(list.json()).toEqual([]);
  });

  it("still reads a small save's rows (the check counts, it does not refuse)", async () => {
    const { cookie } = await signUpUser(t.app);
    const res = await save(cookie, 2);
    expect(res.statusCode).toBe(200);
    expect(res.json().importAudit).toMatchObject({ rowsImported: 2 });
  });
});
