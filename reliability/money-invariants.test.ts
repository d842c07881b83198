import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { CATEGORIES } from "../core/categories";
import { createTestApp, signUpUser } from "../server/test-support/test-app";
import { apiAs, pence } from "./support/api-client";
import { FUZZ_SEED } from "./support/fuzz-settings";

const RUNS = Number(process.env.RELIABILITY_MONEY_RUNS ?? 12);
const t = await createTestApp();
afterAll(() => t.close());

const income = CATEGORIES.filter((c) => c.kind === "income").map((c) => c.id);
const expense = CATEGORIES.filter((c) => c.kind === "expense").map((c) => c.id);

/** A row of the financial year 2025-26: money in to an income category, money out to an expense category. */
const row = fc
  .record({
    day: fc.integer({ min: 0, max: 364 }),
    pence: fc.integer({ min: 1, max: 5_000_000 }),
    isIncome: fc.boolean(),
    pick: fc.nat(),
  })
  .map(({ day, pence: p, isIncome, pick }) => {
    const date = new Date(Date.UTC(2025, 3, 1 + day)).toISOString().slice(0, 10);
    const cats = isIncome ? income : expense;
    return { date, pence: isIncome ? p : -p, categoryId: cats[pick % cats.length]! };
  });
const op = fc.record({
  kind: fc.constantFrom("delete", "restore", "purge"),
  picks: fc.array(fc.nat(), { maxLength: 6 }),
});

interface Tx {
  id: string;
  amount: string;
  categoryId: string | null;
}
interface Section {
  categories: { amount: number; transactionCount: number }[];
  total: number;
}

describe("money invariants over random data sets through the API", () => {
  it(`hold after random delete / restore / permanent delete sequences (${RUNS} data sets, seed ${FUZZ_SEED})`, {
    timeout: 60_000 + RUNS * 20_000,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(row, { minLength: 1, maxLength: 25 }),
        fc.array(op, { maxLength: 8 }),
        async (rows, ops) => {
          const user = await signUpUser(t.app);
          const api = apiAs(t.app, user.cookie);
          await api("PUT", "/api/company", { periodStart: "2025-04-01", periodEnd: "2026-03-31" });
          const saved = await api<{ transactions: { id: string }[] }>("POST", "/api/transactions", {
            transactions: rows.map((r, i) => ({
              date: r.date,
              description: `ROW ${i}`,
              amount: (r.pence / 100).toFixed(2),
            })),
            fileName: "random.csv",
          });
          const imported = saved.transactions.length;
          expect(imported).toBe(rows.length);
          for (const [i, tx] of saved.transactions.entries()) {
            await api("PATCH", `/api/transactions/${tx.id}`, { categoryId: rows[i]!.categoryId });
          }

          let purged = 0;
          for (const { kind, picks } of ops) {
            const active = await api<Tx[]>("GET", "/api/transactions");
            const bin = await api<{ id: string }[]>("GET", "/api/transactions/deleted");
            if (kind === "delete" && active.length > 0) {
              const ids = [...new Set(picks.map((p) => active[p % active.length]!.id))];
              if (ids.length > 0) await api("POST", "/api/transactions/bulk-delete", { ids });
            } else if (kind === "restore" && bin.length > 0) {
              for (const id of new Set(picks.map((p) => bin[p % bin.length]!.id))) {
                await api("POST", `/api/transactions/${id}/restore`);
              }
            } else if (kind === "purge" && bin.length > 0) {
              const ids = [...new Set(picks.map((p) => bin[p % bin.length]!.id))];
              if (ids.length > 0)
                purged += (await api<{ deleted: number }>("POST", "/api/transactions/permanent-delete", { ids }))
                  .deleted;
            }
          }

          const active = await api<Tx[]>("GET", "/api/transactions");
          const bin = await api<unknown[]>("GET", "/api/transactions/deleted");
          expect(active.length + bin.length + purged, "active + recycle bin + permanently deleted = imported").toBe(
            imported,
          );

          const pl = await api<{ income: Section; expenses: Section; netProfit: number }>(
            "GET",
            "/api/reports/profit-loss",
          );
          const sumOf = (s: Section) => s.categories.reduce((acc, c) => acc + pence(c.amount), 0);
          expect(sumOf(pl.income), "income lines sum to the income total").toBe(pence(pl.income.total));
          expect(sumOf(pl.expenses), "expense lines sum to the expenses total").toBe(pence(pl.expenses.total));
          expect(pence(pl.netProfit), "net = income − expenses").toBe(
            pence(pl.income.total) - pence(pl.expenses.total),
          );
          const countOf = (s: Section) => s.categories.reduce((acc, c) => acc + c.transactionCount, 0);
          expect(countOf(pl.income) + countOf(pl.expenses), "every active row is in one P&L line").toBe(active.length);

          // The report agrees with the rows it is built from (summary = sum of rows).
          const rowsIn = active
            .filter((r) => income.includes(r.categoryId as never))
            .reduce((s, r) => s + pence(r.amount), 0);
          const rowsOut = active
            .filter((r) => expense.includes(r.categoryId as never))
            .reduce((s, r) => s - pence(r.amount), 0);
          expect(pence(pl.income.total), "income total = sum of income rows").toBe(rowsIn);
          expect(pence(pl.expenses.total), "expenses total = sum of expense rows").toBe(rowsOut);

          const bs = await api<{ netAssets: number; equity: { total: number } }>("GET", "/api/reports/balance-sheet");
          expect(pence(bs.netAssets), "the balance sheet balances").toBe(pence(bs.equity.total));
        },
      ),
      { numRuns: RUNS, seed: FUZZ_SEED, endOnFailure: false },
    );
  });
});
