import { type IsoDate, makeIsoDate } from "../../../../core/dates";

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

function monthNumber(name: string): number | null {
  const n = name.toLowerCase();
  const i = MONTHS.findIndex((m) => m === n || (n.length >= 3 && m.startsWith(n)));
  return i < 0 ? null : i + 1;
}

const day = (d: string) => Number.parseInt(d.replace(/(st|nd|rd|th)$/i, ""), 10);

/** Day, month name, year ("31 March 2025", "31st Mar 2025"), and month name first ("March 31, 2025"). */
function fromMonthName(text: string, dayFirst: boolean): IsoDate | null {
  const parts = text.replace(/,/g, " ").split(/\s+/).filter(Boolean);
  if (parts.length !== 3) return null;
  const [a, b, y] = parts as [string, string, string];
  const m = monthNumber(dayFirst ? b : a);
  return m === null ? null : makeIsoDate(Number(y), m, day(dayFirst ? a : b));
}

/** Numbers separated by / . - or spaces, in the order the format names. */
function fromNumbers(text: string, order: "dmy" | "ymd"): IsoDate | null {
  const parts = text
    .split(/[\s/.-]+/)
    .filter(Boolean)
    .map(Number);
  if (parts.length !== 3 || parts.some((n) => !Number.isInteger(n))) return null;
  const [a, b, c] = parts as [number, number, number];
  return order === "dmy" ? makeIsoDate(c < 100 ? 2000 + c : c, b, a) : makeIsoDate(a, b, c);
}

/**
 * A date fact's value as an ISO date, following its Inline XBRL transformation (`format`, e.g.
 * ixt:date-day-monthname-year-en), or the text itself when it has none; null when it cannot be read.
 */
export function ixbrlDate(text: string, format: string | null): IsoDate | null {
  const t = text.trim();
  const f = (format ?? "").replace(/^.*:/, "");
  if (f === "" || f === "date-year-month-day") {
    return /^\d{4}-\d{2}-\d{2}$/.test(t)
      ? makeIsoDate(...(t.split("-").map(Number) as [number, number, number]))
      : fromNumbers(t, "ymd");
  }
  if (f.startsWith("date-day-monthname-year") || f === "datedaymonthyearen") return fromMonthName(t, true);
  if (f.startsWith("date-monthname-day-year") || f === "datemonthdayyearen") return fromMonthName(t, false);
  if (f === "date-day-month-year" || f === "datedaymonthyear") return fromNumbers(t, "dmy");
  return null;
}
