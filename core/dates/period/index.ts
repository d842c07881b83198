/**
 * Every rule about periods, with one type: `Period` ({ start, end }, both inclusive).
 * - `period.ts`: the type, its days, the 12 months from a date.
 * - `month-end.ts`: months counted as CA 2006 s443 counts them; the end of 12 months.
 * - `chosen-period.ts`: the period suggested from transactions, the checks on one a person chooses, and the one the
 *   reports cover.
 * - `period-grid.ts`: the period after and before a period, and the yearly grid every date falls on.
 * - `period-length.ts`: 12 months, short or long; a long period of account split for corporation tax; a long first
 *   period for the Companies House deadline.
 * - `first-reference-date.ts`: the first accounting reference date, and whether the first period's end needs it changed.
 */
export * from "./chosen-period";
export * from "./first-reference-date";
export * from "./month-end";
export * from "./period";
export * from "./period-grid";
export * from "./period-length";
