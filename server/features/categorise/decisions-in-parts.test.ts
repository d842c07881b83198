import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Decision } from "../../../core/categorise";
import { newUser } from "../../test-support/filings-kit";
import { saveRows } from "../../test-support/seed";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { applyDecisionsInParts, loadActive } from "./categorise.repo";

// Runs on PGlite by default, where the parts are gathered into one statement, and on PostgreSQL in the server
// suite, where each part is its own statement in one database transaction.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const ROWS = [
  { date: "2025-04-01", description: "CARD PAYMENT TO TRAINLINE.COM", amount: "-45.20" },
  { date: "2025-04-02", description: "DD BRITISH GAS BUSINESS", amount: "-80.00" },
  { date: "2025-04-02", description: "ZQXW PLORB 77", amount: "-12.00" },
  { date: "2025-04-09", description: "FASTER PAYMENT RECEIVED ACME LTD", amount: "1200.00" },
  { date: "2025-05-01", description: "DD VODAFONE", amount: "-30.00" },
];

const decided = (id: string, categoryId: Decision["categoryId"], confidence = 0.9): Decision => ({
  id,
  categoryId,
  confidence,
  reason: `Because ${categoryId}`,
  stage: "builtin",
});

async function companyWithRows() {
  const user = await newUser(t);
  await saveRows(t.app, user.cookie, ROWS);
  const rows = await loadActive(t.database.db, user.scope);
  return { scope: user.scope, rows };
}

describe("writing the decisions part by part", () => {
  it("writes every part's decisions to their own rows and counts them all", async () => {
    const { scope, rows } = await companyWithRows();
    const categories: Decision["categoryId"][] = ["travel", "utilities", "other-expenses", "sales", "phone-internet"];
    const decisions = rows.map((r, i) => decided(r.id, categories[i]!));
    const parts = [0, 2, 4].map((from) => ({ from, decisions: decisions.slice(from, from + 2) }));
    expect(await applyDecisionsInParts(t.database.db, scope, parts, rows)).toBe(5);
    const after = await loadActive(t.database.db, scope);
    expect(after.map((r) => [r.description, r.categoryId, r.stage])).toEqual(
      rows.map((r, i) => [r.description, categories[i], "builtin"]),
    );
  });

  it("writes nothing when one part fails: the earlier parts are undone with it", async () => {
    const { scope, rows } = await companyWithRows();
    const decisions = rows.map((r) => decided(r.id, "office-costs"));
    // A confidence of 50 does not fit the column (numeric(4,3)): the last part's statement fails.
    decisions[4] = decided(rows[4]!.id, "office-costs", 50);
    const parts = [0, 2, 4].map((from) => ({ from, decisions: decisions.slice(from, from + 2) }));
    await expect(applyDecisionsInParts(t.database.db, scope, parts, rows)).rejects.toThrow();
    const after = await loadActive(t.database.db, scope);
    expect(after.every((r) => r.categoryId === null)).toBe(true);
  });
});
