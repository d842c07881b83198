import type { IsoDate } from "../../core/dates";

const LONDON_DATE = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" });

/** Today's date in the UK (Europe/London), as YYYY-MM-DD: what deadlines count from. Core has no clock. */
export function londonToday(now: Date = new Date()): IsoDate {
  return LONDON_DATE.format(now);
}
