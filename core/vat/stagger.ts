import {
  addMonths,
  endOfMonth,
  type IsoDate,
  maxIsoDate,
  minIsoDate,
  type Period,
  splitIsoDate,
  startOfMonth,
} from "../dates";

/**
 * Which months a company's quarterly VAT returns end in: HMRC gives each business one of three "staggers" (VAT
 * Notice 700/12: quarters ending March, June, September and December; April, July, October and January; or May,
 * August, November and February). Monthly returns and annual accounting are not modelled.
 */
export const VAT_STAGGERS = ["mar-jun-sep-dec", "apr-jul-oct-jan", "may-aug-nov-feb"] as const;
export type VatStagger = (typeof VAT_STAGGERS)[number];

export function isVatStagger(value: unknown): value is VatStagger {
  return typeof value === "string" && (VAT_STAGGERS as readonly string[]).includes(value);
}

/** The month (1–12) of the stagger's quarter ending in March, April or May; the others follow every 3 months. */
const FIRST_END_MONTH: Record<VatStagger, number> = {
  "mar-jun-sep-dec": 3,
  "apr-jul-oct-jan": 4,
  "may-aug-nov-feb": 5,
};

/** The months (1–12) the stagger's quarters end in, in calendar order. */
export function quarterEndMonths(stagger: VatStagger): number[] {
  const first = FIRST_END_MONTH[stagger];
  return [0, 3, 6, 9].map((k) => ((first - 1 + k) % 12) + 1).sort((a, b) => a - b);
}

/** One VAT quarter, or the part of it within a period: its own dates and the whole quarter's. */
export interface VatQuarterSpan {
  /** The first and last day counted here (the period's or the registration's start may cut the quarter). */
  start: IsoDate;
  end: IsoDate;
  /** The whole quarter's first and last day, as the VAT return covers it. */
  quarterStart: IsoDate;
  quarterEnd: IsoDate;
  /** True when `start`–`end` is only a part of the quarter. */
  part: boolean;
}

/** The last day of the stagger's quarter that `date` falls in. */
export function quarterEndOf(date: IsoDate, stagger: VatStagger): IsoDate {
  const ends = quarterEndMonths(stagger);
  const month = splitIsoDate(date)[1];
  const ahead = ends.map((m) => (m - month + 12) % 12).reduce((a, b) => Math.min(a, b));
  return endOfMonth(addMonths(startOfMonth(date), ahead));
}

/**
 * The VAT quarters over a period, in order: each quarter the period touches, cut to the period (and to the date of
 * registration, when that falls within it: earlier days belong to no return). Empty when registration comes after
 * the period.
 */
export function vatQuarterSpans(
  period: Period,
  stagger: VatStagger,
  registeredFrom: IsoDate | null = null,
): VatQuarterSpan[] {
  const from = registeredFrom === null ? period.start : maxIsoDate(registeredFrom, period.start);
  const spans: VatQuarterSpan[] = [];
  let quarterEnd = quarterEndOf(from, stagger);
  let quarterStart = startOfMonth(addMonths(startOfMonth(quarterEnd), -2));
  while (quarterStart <= period.end && from <= period.end) {
    const start = maxIsoDate(quarterStart, from);
    const end = minIsoDate(quarterEnd, period.end);
    spans.push({ start, end, quarterStart, quarterEnd, part: start !== quarterStart || end !== quarterEnd });
    quarterStart = startOfMonth(addMonths(quarterStart, 3));
    quarterEnd = endOfMonth(addMonths(quarterStart, 2));
  }
  return spans;
}
