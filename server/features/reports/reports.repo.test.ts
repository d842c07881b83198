import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveRows } from "../../test-support/seed";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";
import { listReportTransactions } from "./reports.repo";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function scopeOf(id: string) {
  const [row] = await t.database.query<{ userId: string; companyId: string }>(
    `select user_id as "userId", company_id as "companyId" from transactions where id = $1`,
    [id],
  );
  return row!;
}

describe("the reports' read of a company's transactions", () => {
  it("reads every field of every active row in statement order, and only that company's rows", async () => {
    const { cookie } = await signUpUser(t.app);
    const other = await signUpUser(t.app);
    await saveRows(t.app, other.cookie, [
      { date: "2025-04-01", description: "NOT MINE", amount: "5.00", balance: null },
    ]);
    const saved = await saveRows(t.app, cookie, [
      { date: "2025-04-02", description: "SECOND DAY", amount: "-45.20", balance: null },
      { date: "2025-04-01", description: "FIRST DAY", amount: "1200.00", balance: null },
      { date: "2025-04-03", description: "GONE", amount: "-1.00", balance: null },
    ]);
    const [second, first, gone] = saved.transactions.map((r) => r.id);
    await t.database.query(
      `update transactions set category_id = 'sales', category_stage = 'user', category_confidence = 1,
              category_reason = 'Set in test', vat_rate = 'standard' where id = $1`,
      [first],
    );
    await t.database.query("update transactions set deleted_at = now() where id = $1", [gone]);
    const rows = await listReportTransactions(t.database.db, await scopeOf(first!));
    expect(rows.map((r) => [r.id, r.date, r.description, r.amount, r.categoryId, r.stage, r.confidence])).toEqual([
      [first, "2025-04-01", "FIRST DAY", 120_000, "sales", "user", 1],
      [second, "2025-04-02", "SECOND DAY", -4_520, null, null, null],
    ]);
    expect(rows[0]).toMatchObject({ reason: "Set in test", vatRate: "standard", storedCategoryId: "sales" });
    expect(rows[0]!.bankAccountId).toBe(rows[1]!.bankAccountId);
  });

  it("reads a stored description holding the packing separators exactly, each field in its place", async () => {
    const { cookie } = await signUpUser(t.app);
    const saved = await saveRows(t.app, cookie, [
      { date: "2025-05-01", description: "FIRST", amount: "-1.00", balance: null },
      { date: "2025-05-02", description: "SECOND", amount: "-2.00", balance: null },
    ]);
    const [first] = saved.transactions.map((r) => r.id);
    // Rows stored before descriptions were cleaned on the way in may still hold control characters.
    await t.database.query("update transactions set description = $1 where id = $2", ["A\u001fB\u001eC", first]);
    const rows = await listReportTransactions(t.database.db, await scopeOf(first!));
    expect(rows.map((r) => [r.description, r.amount])).toEqual([
      ["A\u001fB\u001eC", -100],
      ["SECOND", -200],
    ]);
  });
});
