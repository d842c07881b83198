/** Dates as the tables show them: en-GB, day first. */

/** A date-only "2026-03-31" as "31/03/2026", with no time-zone shift; other text as it is. */
export function formatDateOnly(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}
