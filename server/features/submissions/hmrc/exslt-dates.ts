import { addDays, addMonths, isIsoDate, splitIsoDate, toDayNumber } from "../../../../core/dates";

/**
 * The EXSLT dates-and-times functions HMRC's business rules use (queryBinding="exslt"): date:seconds, date:add and
 * date:date, for dates, date-times (without a time zone read as UTC) and durations (PnYnMnDTnHnMnS).
 */
export const EXSLT_DATES_NAMESPACE = "http://exslt.org/dates-and-times";

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}):(\d{2}):(\d{2}(?:\.\d+)?))?(Z|[+-]\d{2}:\d{2})?$/;
const DURATION = /^(-)?P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

function zoneSeconds(zone: string | undefined): number {
  if (!zone || zone === "Z") return 0;
  const sign = zone.startsWith("-") ? -1 : 1;
  const [h, m] = zone.slice(1).split(":").map(Number) as [number, number];
  return sign * (h * 3600 + m * 60);
}

/** Seconds since 1970-01-01T00:00:00Z of a date or date-time; null when it is neither. */
function dateTimeSeconds(text: string): number | null {
  const m = DATE_TIME.exec(text.trim());
  if (!m || !isIsoDate(m[1]!)) return null;
  const days = toDayNumber(m[1]!) - toDayNumber("1970-01-01");
  const time = m[2] ? Number(m[2]) * 3600 + Number(m[3]) * 60 + Number(m[4]) : 0;
  return days * 86_400 + time - zoneSeconds(m[5]);
}

interface Duration {
  sign: 1 | -1;
  months: number;
  seconds: number;
}

function readDuration(text: string): Duration | null {
  const t = text.trim();
  const m = DURATION.exec(t);
  if (!m || t.endsWith("P") || t.endsWith("T")) return null;
  const months = Number(m[2] ?? 0) * 12 + Number(m[3] ?? 0);
  const seconds = Number(m[4] ?? 0) * 86_400 + Number(m[5] ?? 0) * 3600 + Number(m[6] ?? 0) * 60 + Number(m[7] ?? 0);
  return { sign: m[1] ? -1 : 1, months, seconds };
}

/** Seconds in a duration without years or months (they have no fixed length); null otherwise. */
function durationSeconds(text: string): number | null {
  const d = readDuration(text);
  return d === null || d.months !== 0 ? null : d.sign * d.seconds;
}

/** date:seconds: a date-time as seconds since 1970, or a duration as its seconds; NaN otherwise. */
export function exsltSeconds(text: string): number {
  return dateTimeSeconds(text) ?? durationSeconds(text) ?? Number.NaN;
}

/** date:date: the date part of a date or date-time; "" when the text is neither. */
export function exsltDate(text: string): string {
  const m = DATE_TIME.exec(text.trim());
  return m && isIsoDate(m[1]!) ? m[1]! : "";
}

/**
 * date:add of a duration to a date, as XML Schema adds them (Part 2, appendix E): months first, the day clamped to
 * the month's length, then days and time from midnight, the result truncated to a date like the argument (HMRC
 * adds 'P1DT12H' once). A date-time gives "" (the rules add to dates only).
 */
export function exsltAdd(date: string, duration: string): string {
  const d = readDuration(duration);
  if (!d || !isIsoDate(date.trim())) return "";
  return addDays(addMonths(date.trim(), d.sign * d.months), Math.floor((d.sign * d.seconds) / 86_400));
}

/** EXSLT's math functions (HMRC's rules call math:abs). */
export const EXSLT_MATH_NAMESPACE = "http://exslt.org/math";

/** A date's or date-time's [year, month, day]; null when the text is neither. */
function dateParts(text: string): [number, number, number] | null {
  const d = exsltDate(text);
  return d ? splitIsoDate(d) : null;
}

/** date:year: the year of a date or date-time; NaN otherwise. */
export function exsltYear(text: string): number {
  return dateParts(text)?.[0] ?? Number.NaN;
}

/** date:month-in-year: the month (1–12) of a date or date-time; NaN otherwise. */
export function exsltMonthInYear(text: string): number {
  return dateParts(text)?.[1] ?? Number.NaN;
}

/** date:day-in-month: the day of the month of a date or date-time; NaN otherwise. */
export function exsltDayInMonth(text: string): number {
  return dateParts(text)?.[2] ?? Number.NaN;
}

/**
 * date:difference: the duration from the first date (or date-time) to the second, in days, hours, minutes and
 * seconds (PnDTnHnMnS, negative when the second is earlier); "" when either is neither.
 */
export function exsltDifference(start: string, end: string): string {
  const a = dateTimeSeconds(start);
  const b = dateTimeSeconds(end);
  if (a === null || b === null) return "";
  const total = Math.abs(b - a);
  const days = Math.floor(total / 86_400);
  const rest = total - days * 86_400;
  const h = Math.floor(rest / 3600);
  const m = Math.floor((rest - h * 3600) / 60);
  const s = rest - h * 3600 - m * 60;
  const time = rest === 0 ? "" : `T${h ? `${h}H` : ""}${m ? `${m}M` : ""}${s ? `${s}S` : ""}`;
  return `${b < a ? "-" : ""}P${days}D${time}`;
}
