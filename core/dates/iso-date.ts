/**
 * Dates are date-only ISO strings ("2025-04-05") end to end. Arithmetic goes through a day number (days since
 * 1970-01-01, proleptic Gregorian) so no time zone or British Summer Time can shift a day.
 */
export type IsoDate = string;

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isLeapYear(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

export function daysInMonth(y: number, m: number): number {
  return [31, isLeapYear(y) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]!;
}

export function isValidYmd(y: number, m: number, d: number): boolean {
  return Number.isInteger(y) && y >= 1900 && y <= 2999 && m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);
}

export function makeIsoDate(y: number, m: number, d: number): IsoDate | null {
  if (!isValidYmd(y, m, d)) return null;
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

export function isIsoDate(s: string): s is IsoDate {
  const m = ISO.exec(s);
  return !!m && isValidYmd(Number(m[1]), Number(m[2]), Number(m[3]));
}

export function splitIsoDate(s: IsoDate): [number, number, number] {
  const m = ISO.exec(s);
  if (!m) throw new RangeError(`not an ISO date: ${s}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

/** Days since 1970-01-01 (civil-from-days algorithm by Howard Hinnant). */
export function toDayNumber(s: IsoDate): number {
  let [y, m, d] = splitIsoDate(s);
  y -= m <= 2 ? 1 : 0;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

export function fromDayNumber(z0: number): IsoDate {
  const z = z0 + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp + (mp < 10 ? 3 : -9);
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

export function addDays(s: IsoDate, days: number): IsoDate {
  return fromDayNumber(toDayNumber(s) + days);
}

/** Whole days from a to b (b − a). */
export function daysBetween(a: IsoDate, b: IsoDate): number {
  return toDayNumber(b) - toDayNumber(a);
}

/** Inclusive count of days in a period. */
export function daysInPeriod(start: IsoDate, end: IsoDate): number {
  return daysBetween(start, end) + 1;
}

/** Adds calendar months, clamping to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(s: IsoDate, months: number): IsoDate {
  const [y, m, d] = splitIsoDate(s);
  const total = y * 12 + (m - 1) + months;
  const ny = Math.floor(total / 12);
  const nm = (total % 12) + 1;
  return makeIsoDate(ny, nm, Math.min(d, daysInMonth(ny, nm)))!;
}

export function isLastDayOfMonth(s: IsoDate): boolean {
  const [y, m, d] = splitIsoDate(s);
  return d === daysInMonth(y, m);
}

export function endOfMonth(s: IsoDate): IsoDate {
  const [y, m] = splitIsoDate(s);
  return makeIsoDate(y, m, daysInMonth(y, m))!;
}

export function startOfMonth(s: IsoDate): IsoDate {
  const [y, m] = splitIsoDate(s);
  return makeIsoDate(y, m, 1)!;
}

/** ISO strings sort as dates. */
export function compareIsoDate(a: IsoDate, b: IsoDate): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function minIsoDate(a: IsoDate, b: IsoDate): IsoDate {
  return a <= b ? a : b;
}

export function maxIsoDate(a: IsoDate, b: IsoDate): IsoDate {
  return a >= b ? a : b;
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "5 April 2025" — how statutory accounts write dates. */
export function formatLongUk(s: IsoDate): string {
  const [y, m, d] = splitIsoDate(s);
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

/** "05/04/2025" — en-GB short date. */
export function formatShortUk(s: IsoDate): string {
  const [y, m, d] = splitIsoDate(s);
  return `${String(d).padStart(2, "0")}/${String(m).padStart(2, "0")}/${y}`;
}
