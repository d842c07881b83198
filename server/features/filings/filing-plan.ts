import { type IsoDate, type Period, periodsOf } from "../../../core/dates";
import { AppError } from "../../platform/errors";

export type FilingStatus = "pending" | "paid" | "expired" | "refunded";

/** What the gates need to know of an existing filing. */
export interface FilingCover {
  periodStart: IsoDate;
  periodEnd: IsoDate;
  status: FilingStatus;
}

/** Free filings are stored as paid (free = 1): both let their period in. Pending, expired and refunded do not. */
export const isSettled = (f: FilingCover): boolean => f.status === "paid";

export interface SavePlan {
  /** Periods that start a filing without payment (the beta's free one, or all of them while payments are off). */
  grant: Period[];
  /** Periods that need a paid filing before the save may go through, earliest first. */
  charge: Period[];
}

export interface SaveInput {
  /** The company's period: the grid every other period is 12 months from. */
  anchor: Period;
  /** The company's filings. */
  filings: FilingCover[];
  dates: IsoDate[];
  /** The user may still start one filing free (beta, and no free filing yet). */
  freeLeft: boolean;
  /** Payments are on: without them nothing is ever charged. */
  charging: boolean;
}

/**
 * Which filings a save would start. A row is covered when a settled filing's dates contain it, or when its period on
 * the company's grid already has a settled filing with the same period end (the company's period may have moved).
 */
export function planSave({ anchor, filings, dates, freeLeft, charging }: SaveInput): SavePlan {
  const settled = filings.filter(isSettled);
  const covered = (d: IsoDate) => settled.some((f) => f.periodStart <= d && d <= f.periodEnd);
  const needed = periodsOnGrid(
    anchor,
    dates.filter((d) => !covered(d)),
  ).filter((p) => !settled.some((f) => f.periodEnd === p.end));
  if (!charging) return { grant: needed, charge: [] };
  if (freeLeft && needed.length > 0) return { grant: needed.slice(0, 1), charge: needed.slice(1) };
  return { grant: [], charge: needed };
}

/** The periods of the company's grid the dates fall in; a date the grid cannot reach is the request's fault. */
function periodsOnGrid(anchor: Period, dates: IsoDate[]): Period[] {
  const found = periodsOf(anchor, dates);
  if ("tooFar" in found) {
    throw new AppError("bad_request", `The date ${found.tooFar} is too far from the company's accounting period.`);
  }
  return found.periods;
}
