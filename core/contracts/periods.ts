import { z } from "zod";
import { isIsoDate } from "../dates";

/** POST /api/periods/close: the next period's end; missing: 12 months after the closed period (core nextPeriod). */
export const ClosePeriodBody = z
  .object({
    nextPeriodEnd: z.string().refine(isIsoDate, { message: "must be a date as YYYY-MM-DD" }).optional(),
  })
  .strict();
export type ClosePeriodBody = z.infer<typeof ClosePeriodBody>;

export interface PeriodDto {
  /** Null for the open period (it has no row until it is closed). */
  id: string | null;
  startDate: string;
  endDate: string;
  status: "open" | "closed";
  closedAt: string | null;
  /** Closed periods only: whether it can be reopened now, and why not. */
  canReopen: boolean;
  reopenBlockedBy: string | null;
}

/** GET /api/periods: the closed periods, earliest first, then the open one (null while the company has no period). */
export interface PeriodsList {
  periods: PeriodDto[];
  current: PeriodDto | null;
}

export interface ClosePeriodResponse {
  closed: PeriodDto;
  current: PeriodDto;
  /** The next period's opening position (pounds, 2 decimals), as GET /api/company's `broughtForward` gives it. */
  openingBalances: Record<string, number>;
}

export interface ReopenPeriodResponse {
  reopened: PeriodDto;
  /** What reopening undid, one sentence each. */
  undone: string[];
}
