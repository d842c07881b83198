import type { VatReport } from "../../../../core/contracts";
import { type IsoDate, splitIsoDate } from "../../../../core/dates";
import { formatPounds } from "../report-format";

type Quarter = NonNullable<VatReport["quarters"]>[number];

/** The VAT card's row of one quarter: its dates in words and each figure as "£1,234.56". */
export interface VatQuarterRow {
  key: string;
  label: string;
  box1: string;
  box4: string;
  box5: string;
  paid: string;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "1 Apr" and, with the year, "1 Apr 2025". */
function day(date: IsoDate, withYear: boolean): string {
  const [y, m, d] = splitIsoDate(date);
  return `${d} ${MONTHS[m - 1]}${withYear ? ` ${y}` : ""}`;
}

/**
 * "1 Jun – 31 Aug 2024" (the year once when both ends share it, "1 Dec 2024 – 28 Feb 2025" when not); a part of a
 * quarter says which: "1 Apr – 31 May 2025, part of the quarter to 30 Jun 2025".
 */
export function quarterLabel(q: Pick<Quarter, "start" | "end" | "quarterEnd" | "part">): string {
  const sameYear = q.start.slice(0, 4) === q.end.slice(0, 4);
  const dates = `${day(q.start, !sameYear)} – ${day(q.end, true)}`;
  return q.part ? `${dates}, part of the quarter to ${day(q.quarterEnd, true)}` : dates;
}

/** One row per quarter, in order; none when the report has no quarters (no stagger given). */
export function vatQuarterRows(report: Pick<VatReport, "quarters">): VatQuarterRow[] {
  return (report.quarters ?? []).map((q) => ({
    key: q.start,
    label: quarterLabel(q),
    box1: formatPounds(q.box1),
    box4: formatPounds(q.box4),
    box5: formatPounds(q.box5),
    paid: formatPounds(q.paidToHmrc),
  }));
}
