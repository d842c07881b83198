import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Decision } from "../../../core/categorise";
import { newUser } from "../../test-support/filings-kit";
import { SAMPLE_ROWS, saveRows } from "../../test-support/seed";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { applyDecisionsInParts, loadActive } from "./categorise.repo";

// Runs on PGlite by default, where the parts are gathered into one statement, and on PostgreSQL in the server
// suite, where each part is its own statement in one database transaction.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const decided = (id: string, categoryId: Decision["categoryId"], confidence = 0.9): Decision => ({
  id,
  categoryId,
  confidence,
  reason: `Because ${categoryId}`,
  stage: "builtin",
});

async function companyWithRows() {
  const user = await newUser(t);
  await saveRows(t.app, user.cookie, SAMPLE_ROWS);
  const rows = await loadActive(t.database.db, user.scope);
  return { scope: user.scope, rows };
}

/** The four sample rows' decisions in three parts: two rows, then one, then one. */
const inParts = (decisions: Decision[]) => [
  { from: 0, decisions: decisions.slice(0, 2) },
  { from: 2, decisions: decisions.slice(2, 3) },
  { from: 3, decisions: decisions.slice(3) },
];

describe("writing the decisions part by part", () => {
  it("writes every part's decisions to their own rows and counts them all", async () => {
    const { scope, rows } = await companyWithRows();
    const categories: Decision["categoryId"][] = ["sales", "travel", "utilities", "other-expenses"];
    const decisions = rows.map((r, i) => decided(r.id, categories[i]!));
    const parts = inParts(decisions);
    expect(await applyDecisionsInParts(t.database.db, scope, parts, rows)).toBe(4);
    const after = await loadActive(t.database.db, scope);
    expect(after.map((r) => [r.description, r.categoryId, r.stage])).toEqual(
      rows.map((r, i) => [r.description, categories[i], "builtin"]),
    );
  });

  it("writes nothing when one part fails: the earlier parts are undone with it", async () => {
    const { scope, rows } = await companyWithRows();
    const decisions = rows.map((r) => decided(r.id, "office-costs"));
    // A confidence of 50 does not fit the column (numeric(4,3)): the last part's statement fails.
    decisions[3] = decided(rows[3]!.id, "office-costs", 50);
    const parts = inParts(decisions);
    await expect(applyDecisionsInParts(t.database.db, scope, parts, rows)).rejects.toThrow();
    const after = await loadActive(t.database.db, scope);
    expect(after.every((r) => r.categoryId === null)).toBe(true);
  });
});
