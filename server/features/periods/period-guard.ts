import { formatLongUk, type IsoDate } from "../../../core/dates";
import type { Db } from "../../db/client";
import type { Scope } from "../../platform/auth/request-context";
import { AppError } from "../../platform/errors";
import { closedThrough, countDatedThrough } from "./periods.repo";

/*
 * A closed period's figures are kept as they are: its transactions, adjustments and settings can no longer change.
 * Everything dated on or before the end of the latest closed period is closed (earlier periods close first, and a
 * line dated before the first period is no part of any figures but the opening cash the person typed).
 */

/** Plain words for a person: what to click, never a route. */
const HOW_TO_REOPEN =
  "To change it, reopen that year with Reopen on the Reports page (under the year's name), which is possible " +
  "while the next year has no filing.";

/** The 409 for a change that reaches into a closed period; `what` says what cannot change. */
export function closedPeriodError(through: IsoDate, what: string): AppError {
  return new AppError(
    "conflict",
    `The accounts up to ${formatLongUk(through)} are closed, so ${what} can no longer change. ${HOW_TO_REOPEN}`,
  );
}

/** Refuses (409) when any of the company's transactions among `ids` (uuids) is dated in a closed period. */
export async function assertTransactionsOpen(db: Db, scope: Scope, ids: readonly string[]): Promise<void> {
  const through = await closedThrough(db, scope);
  if (!through || ids.length === 0) return;
  const closed = await countDatedThrough(db, scope, ids, through);
  if (closed === 0) return;
  const what =
    ids.length === 1
      ? "this transaction (dated on or before then)"
      : `these transactions (${closed} of them are dated on or before then; nothing was changed)`;
  throw closedPeriodError(through, what);
}

/** Refuses (409) new transactions dated in a closed period (an import). */
export async function assertDatesOpen(db: Db, scope: Scope, dates: readonly IsoDate[]): Promise<void> {
  const through = await closedThrough(db, scope);
  if (!through) return;
  const closed = dates.filter((d) => d <= through).length;
  if (closed === 0) return;
  throw closedPeriodError(
    through,
    `its transactions (${closed} of the rows to import are dated on or before ${formatLongUk(through)}; nothing was imported)`,
  );
}

/** Refuses (409) a change to something of a period ending on `periodEnd` when that period is closed. */
export async function assertPeriodOpen(db: Db, scope: Scope, periodEnd: IsoDate, what: string): Promise<void> {
  const through = await closedThrough(db, scope);
  if (through && periodEnd <= through) throw closedPeriodError(through, what);
}
