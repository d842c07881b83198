import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "../dates";
import { pence } from "../money";
import { reconcile } from "./reconcile";
import type { ReconcileRow } from "./types";

/** A statement whose balances run correctly, one row a day or less apart, in statement order. */
const statement = fc
  .tuple(
    fc.integer({ min: -1e9, max: 1e9 }),
    fc.array(fc.tuple(fc.integer({ min: -1e7, max: 1e7 }), fc.integer({ min: 0, max: 60 })), { maxLength: 80 }),
  )
  .map(([opening, moves]) => {
    let balance = opening;
    let date = "2024-01-01";
    return moves.map(([amount, gap], i): ReconcileRow => {
      balance += amount;
      date = addDays(date, gap);
      return {
        id: ((i * 2654435761) >>> 0).toString(16),
        seq: i,
        date,
        amount: pence(amount),
        balance: pence(balance),
        importBatchId: "b",
      };
    });
  });

describe("reconciliation (property)", () => {
  it("finds nothing wrong with a statement whose balances run and whose gaps are at most 60 days", () => {
    fc.assert(
      fc.property(statement, (rows) => {
        expect(reconcile(rows)).toEqual([]);
      }),
    );
  });

  it("gives the same issues whatever order the rows arrive in", () => {
    fc.assert(
      fc.property(statement, fc.integer({ min: 0, max: 1e6 }), (rows, seed) => {
        const broken = rows.map((r, i) => (i % 7 === 3 ? { ...r, balance: pence((r.balance ?? 0) + 5) } : r));
        const shuffled = [...broken].sort((a, b) => ((a.seq! * 7919 + seed) % 101) - ((b.seq! * 7919 + seed) % 101));
        expect(reconcile(shuffled)).toEqual(reconcile(broken));
      }),
    );
  });
});
