import { type IsoDate, isLeapYear } from "../dates";

/**
 * A date cell read without deciding day/month order yet: `fixed` dates (ISO, named months) are unambiguous;
 * numeric ones ("05/03/2024") keep both numbers until the whole file has been seen.
 */
export interface DateParts {
  fixed: boolean;
  year: number;
  /** Fixed: month; numeric: the first number. */
  first: number;
  /** Fixed: day; numeric: the second number. */
  second: number;
}

const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

function monthFromName(name: string): number | null {
  const lower = name.toLowerCase();
  if (lower.length < 3) return null;
  const index = MONTHS.findIndex((m) => m.startsWith(lower) || (lower === "sept" && m === "september"));
  return index === -1 ? null : index + 1;
}

const fullYear = (text: string): number => (text.length === 2 ? 2000 + Number(text) : Number(text));

const TIME = String.raw`(?:[T ,]+\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?\s*(?:[AP]M)?\s*(?:Z|[+-]\d{2}:?\d{2}|UTC|GMT|BST)?)?`;
const ISO_RE = new RegExp(String.raw`^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})${TIME}$`, "i");
const NUMERIC_RE = new RegExp(String.raw`^(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})${TIME}$`, "i");
const DAY_NAME_YEAR_RE = new RegExp(
  String.raw`^(\d{1,2})(?:st|nd|rd|th)?[\s./-]*([A-Za-z]{3,9})\.?[\s./,-]*(\d{4}|\d{2})${TIME}$`,
);
const NAME_DAY_YEAR_RE = new RegExp(String.raw`^([A-Za-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})${TIME}$`);
const WEEKDAY_PREFIX_RE = /^(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*,?\s+/i;

/** Two decimal digits at `at`, or -1. */
function twoDigits(s: string, at: number): number {
  const a = s.charCodeAt(at) - 48;
  const b = s.charCodeAt(at + 1) - 48;
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : -1;
}

/** The common "DD/MM/YYYY" without a regex or any allocation but the result: this runs once per row. */
function fastSlashDate(s: string): DateParts | null {
  if (s.length !== 10 || s.charCodeAt(2) !== 47 || s.charCodeAt(5) !== 47) return null;
  const first = twoDigits(s, 0);
  const second = twoDigits(s, 3);
  const century = twoDigits(s, 6);
  const year = twoDigits(s, 8);
  if (first < 0 || second < 0 || century < 0 || year < 0) return null;
  return { fixed: false, first, second, year: century * 100 + year };
}

/** Reads a date cell in any supported UK bank format; null when it is not a date. */
export function parseDateParts(cell: string): DateParts | null {
  const fast = fastSlashDate(cell);
  if (fast) return fast;
  const s = cell.trim().replace(/^'/, "").replace(WEEKDAY_PREFIX_RE, "");
  if (s.length < 6 || s.length > 40) return null;
  let m = ISO_RE.exec(s);
  if (m) return { fixed: true, year: Number(m[1]), first: Number(m[2]), second: Number(m[3]) };
  m = NUMERIC_RE.exec(s);
  if (m) return { fixed: false, first: Number(m[1]), second: Number(m[3]), year: fullYear(m[4]!) };
  m = DAY_NAME_YEAR_RE.exec(s);
  if (m) {
    const month = monthFromName(m[2]!);
    return month ? { fixed: true, year: fullYear(m[3]!), first: month, second: Number(m[1]) } : null;
  }
  m = NAME_DAY_YEAR_RE.exec(s);
  if (m) {
    const month = monthFromName(m[1]!);
    return month ? { fixed: true, year: Number(m[3]), first: month, second: Number(m[2]) } : null;
  }
  return null;
}

/** True when the cell holds a real calendar date in some order (used to tell data rows from headers). */
export function looksLikeDate(cell: string): boolean {
  const p = parseDateParts(cell);
  return !!p && (isValidDate(p, true) || isValidDate(p, false));
}

const MONTH_DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const PAD2 = Array.from({ length: 32 }, (_, i) => String(i).padStart(2, "0"));

/** Same rules as core/dates' makeIsoDate (years 1900–2999, real calendar days), without its padding calls per row. */
function validYmd(year: number, month: number, day: number): boolean {
  if (year < 1900 || year > 2999 || month < 1 || month > 12 || day < 1) return false;
  return day <= MONTH_DAYS[month]! || (month === 2 && day === 29 && isLeapYear(year));
}

/** Whether the parts make a real date when read in this order. */
export function isValidDate(p: DateParts, dayFirst: boolean): boolean {
  return p.fixed || !dayFirst ? validYmd(p.year, p.first, p.second) : validYmd(p.year, p.second, p.first);
}

export function toIsoDate(p: DateParts, dayFirst: boolean): IsoDate | null {
  if (!isValidDate(p, dayFirst)) return null;
  const monthFirst = p.fixed || !dayFirst;
  return `${p.year}-${PAD2[monthFirst ? p.first : p.second]}-${PAD2[monthFirst ? p.second : p.first]}`;
}

export interface DateOrder {
  dayFirst: boolean;
  /** A sentence for the warnings list when the order was a guess or the file disagrees with itself. */
  note: string | null;
}

/**
 * Day-first or month-first, decided from every row of the file: a first number above 12 can only be a day, a second
 * number above 12 can only be a day in month-first order. With no evidence either way the UK order is assumed.
 */
export function decideDateOrder(parts: readonly DateParts[]): DateOrder {
  let dayEvidence = 0;
  let monthEvidence = 0;
  let ambiguous = 0;
  for (const p of parts) {
    if (p.fixed) continue;
    if (p.first > 12 && p.second <= 12) dayEvidence++;
    else if (p.second > 12 && p.first <= 12) monthEvidence++;
    else if (p.first !== p.second) ambiguous++;
  }
  if (dayEvidence > 0 && monthEvidence > 0) {
    const dayFirst = dayEvidence >= monthEvidence;
    const order = dayFirst ? "day/month/year" : "month/day/year";
    return { dayFirst, note: `Dates in this file mix day-first and month-first orders; read as ${order}` };
  }
  if (monthEvidence > 0) return { dayFirst: false, note: null };
  if (dayEvidence > 0 || ambiguous === 0) return { dayFirst: true, note: null };
  return {
    dayFirst: true,
    note: "Every date in this file could be read either way round; read as day/month/year (UK)",
  };
}
