import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Decision } from "../../../core/categorise";
import { apiAs } from "../../test-support/accounts-kit";
import { newUser } from "../../test-support/filings-kit";
import { type SeedRow, saveRows } from "../../test-support/seed";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { applyDecisions, loadActive } from "./categorise.repo";

// Runs on PGlite by default and on PostgreSQL in the server suite.
//
// Right after a large import the planner's statistics, from the last ANALYZE (PGlite's housekeeper, a server's
// autovacuum), count none of the new rows: it takes the company's rows for one or two. Left to itself it then joined
// the decisions to them row by row (a nested loop, rescanning one side for every row of the other), and categorising
// 100,000 freshly imported rows took about twice as long on either database, far longer with many distinct reasons.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Query = (...args: unknown[]) => Promise<unknown>;

/** The text of a query call as either driver gets it: a string, or node-postgres's { text, values }. */
function textOf(args: unknown[]): string {
  const first = args[0];
  return typeof first === "string" ? first : String((first as { text?: string })?.text ?? "");
}

/**
 * Wraps `run` (a connection's query) so the categorisation's UPDATE is first explained on the same connection, in
 * the same transaction and with the same parameters, and its plan kept in `plans`.
 */
function explaining(run: Query, plans: string[]): Query {
  return async (...args) => {
    const text = textOf(args);
    if (text.includes("with changed as") && text.includes("category_confidence = round(dg.conf")) {
      // Drizzle passes the values beside the query (either driver); a { text, values } config may carry its own.
      const values = args[1] ?? (args[0] as { values?: unknown[] }).values;
      const res = (await run(`explain (costs off) ${text}`, values)) as { rows: Record<string, string>[] };
      plans.push(res.rows.map((r) => Object.values(r)[0]).join("\n"));
    }
    return run(...args);
  };
}

/** Keeps the plan of every categorisation UPDATE the app runs from now on, on PGlite or on a server's pool. */
function capturePlans(): string[] {
  const plans: string[] = [];
  const pglite = t.database.pglite as unknown as { transaction: (fn: (tx: unknown) => unknown) => unknown } | undefined;
  if (pglite) {
    const transaction = pglite.transaction.bind(pglite);
    pglite.transaction = (fn) =>
      transaction((tx) => {
        const q = tx as { query: Query };
        q.query = explaining(q.query.bind(q), plans);
        return fn(tx);
      });
    return plans;
  }
  // node-postgres's pool: transactions take a client with connect(); its own query() asks with a callback.
  type Client = { query: Query; explainingWrapped?: boolean };
  const pool = (t.database.db as unknown as { $client: { connect: (...args: unknown[]) => unknown } }).$client;
  const connect = pool.connect.bind(pool);
  const wrap = (client: Client) => {
    if (!client.explainingWrapped) {
      client.query = explaining(client.query.bind(client), plans);
      client.explainingWrapped = true;
    }
    return client;
  };
  pool.connect = (...args: unknown[]) => {
    const callback = args[0] as ((err: unknown, client?: Client, done?: unknown) => void) | undefined;
    if (typeof callback === "function") {
      return connect((err: unknown, client?: Client, done?: unknown) => callback(err, client && wrap(client), done));
    }
    return (connect() as Promise<Client>).then(wrap);
  };
  return plans;
}

const PAYEES = ["TESCO STORES", "AMAZON MKTPLACE", "SHELL 4421", "BT GROUP", "ZOOM.US", "TRAINLINE", "PRET A MANGER"];

/** `count` card payments over a year, to several payees. */
function cardPayments(count: number): SeedRow[] {
  return Array.from({ length: count }, (_, i) => ({
    date: `2025-${String(1 + (i % 12)).padStart(2, "0")}-${String(1 + (i % 28)).padStart(2, "0")}`,
    description: `CARD PAYMENT TO ${PAYEES[i % PAYEES.length]} REF ${i}`,
    amount: `-${(5 + (i % 90)).toFixed(2)}`,
  }));
}

describe("the categorisation's write after a large import", () => {
  it("hashes the decisions against the company's rows even when the statistics predate the import", async () => {
    // Statistics made while another company held every row: they know nothing of the next user's rows.
    const earlier = await newUser(t);
    await saveRows(t.app, earlier.cookie, cardPayments(2_000));
    await t.database.query("analyze transactions");

    const user = await newUser(t);
    const saved = await saveRows(t.app, user.cookie, cardPayments(20_000));
    const plans = capturePlans();
    const res = await apiAs(t, user.cookie).post("/api/transactions/categorize", {
      transactionIds: saved.transactions.map((r) => r.id),
    });
    // The body first: on a failure it says why.
    expect(res.body).toMatchObject({ updated: 20_000 });
    expect(res.status).toBe(200);
    expect(plans.length).toBeGreaterThan(0);

    // The same write for decisions gathered first (an LLM's answers in place of core's defaults), still before any
    // new ANALYZE: on a server this is its own statement, outside the parts.
    const before = plans.length;
    const rows = await loadActive(t.database.db, user.scope);
    const decisions = rows.map(
      (r): Decision => ({ id: r.id, categoryId: "sales", confidence: 0.9, reason: "By the LLM", stage: "llm" }),
    );
    expect(await applyDecisions(t.database.db, user.scope, decisions, rows)).toBe(20_000);
    expect(plans.length).toBeGreaterThan(before);

    for (const plan of plans) {
      expect(plan).toMatch(/Hash Join/);
      expect(plan).not.toMatch(/Nested Loop/);
    }
  });
});
