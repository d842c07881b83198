import { daysBetween, formatLongUk } from "../dates";
import { abs, add, formatGBP, type Pence, sub } from "../money";
import type { ReconcileIssue, ReconcileRow } from "./types";

/** A difference of exactly £0.01 is tolerated; only more than a penny is a mismatch (spec part 1 §5). */
const TOLERANCE = 1;
/** A gap of exactly 60 days is normal (a quiet month or two); more than 60 suggests a missing statement. */
export const MAX_GAP_DAYS = 60;

const day = formatLongUk;

/**
 * Running balance check on one account's ordered rows. The expected balance is the last stated balance plus the
 * amounts since, so rows without a balance in between are still bridged; after a mismatch the stated balance
 * becomes the new starting point, so one error does not repeat on every later row.
 */
export function balanceIssues(rows: readonly ReconcileRow[]): ReconcileIssue[] {
  const issues: ReconcileIssue[] = [];
  let expected: Pence | null = null;
  let missingRun = false;
  rows.forEach((row, i) => {
    if (row.balance === null) {
      if (expected !== null && !missingRun) issues.push(missingBalance(rows, i));
      missingRun = true;
      if (expected !== null) expected = add(expected, row.amount);
      return;
    }
    missingRun = false;
    if (expected !== null) {
      const computed = add(expected, row.amount);
      if (abs(sub(row.balance, computed)) > TOLERANCE) issues.push(mismatch(row, expected, computed, row.balance));
    }
    expected = row.balance;
  });
  return issues;
}

function mismatch(row: ReconcileRow, previous: Pence, computed: Pence, stated: Pence): ReconcileIssue {
  return {
    type: "balance_mismatch",
    severity: "error",
    message:
      `Balance mismatch on ${day(row.date)}: the balance before this row (${formatGBP(previous)}) and this ` +
      `transaction (${formatGBP(row.amount)}) give ${formatGBP(computed)}, but the statement shows ` +
      `${formatGBP(stated)} (a difference of ${formatGBP(sub(stated, computed))}).`,
    transactionId: row.id,
    date: row.date,
  };
}

/** One warning for each run of rows without a balance, on the run's first row, saying how long the run is. */
function missingBalance(rows: readonly ReconcileRow[], start: number): ReconcileIssue {
  let end = start;
  while (rows[end + 1]?.balance === null) end++;
  const row = rows[start]!;
  const count = end - start + 1;
  const span =
    count === 1 ? "This row has no balance" : `${count} rows from here to ${day(rows[end]!.date)} have no balance`;
  return {
    type: "missing_balance",
    severity: "warning",
    message: `Missing balance on ${day(row.date)}: earlier rows had a running balance. ${span}, so it cannot be checked against the statement.`,
    transactionId: row.id,
    date: row.date,
  };
}

/** A warning on the later transaction when more than 60 days pass between consecutive transactions. */
export function gapIssues(rows: readonly ReconcileRow[]): ReconcileIssue[] {
  const issues: ReconcileIssue[] = [];
  for (let i = 1; i < rows.length; i++) {
    const prev = rows[i - 1]!;
    const row = rows[i]!;
    const gap = daysBetween(prev.date, row.date);
    if (gap > MAX_GAP_DAYS) {
      issues.push({
        type: "date_gap",
        severity: "warning",
        message: `Gap of ${gap} days between transactions on ${day(prev.date)} and ${day(row.date)}: a statement may be missing.`,
        transactionId: row.id,
        date: row.date,
      });
    }
  }
  return issues;
}

/**
 * An info note for each date whose transactions came from more than one import: overlapping statements are the
 * usual source of duplicates. Rows with no import batch are not counted as a batch.
 */
export function overlapIssues(rows: readonly ReconcileRow[]): ReconcileIssue[] {
  const byDate = new Map<string, { batches: Set<string>; laterBatchRow: ReconcileRow | null }>();
  for (const row of rows) {
    if (row.importBatchId === null) continue;
    const entry = byDate.get(row.date) ?? { batches: new Set<string>(), laterBatchRow: null };
    if (entry.batches.size > 0 && !entry.batches.has(row.importBatchId) && !entry.laterBatchRow) {
      entry.laterBatchRow = row;
    }
    entry.batches.add(row.importBatchId);
    byDate.set(row.date, entry);
  }
  return [...byDate.values()].flatMap(({ batches, laterBatchRow: row }) =>
    row
      ? [
          {
            type: "overlapping_dates" as const,
            severity: "info" as const,
            message: `Transactions on ${day(row.date)} come from ${batches.size} different imports: check the statements do not overlap.`,
            transactionId: row.id,
            date: row.date,
          },
        ]
      : [],
  );
}
