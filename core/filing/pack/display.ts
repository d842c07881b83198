import { formatLongUk, type IsoDate } from "../../dates";
import { groupThousands } from "../../money";

/** Whole pounds as accounts print them under a "£" heading: "1,234", "(1,234)" for negatives, "0" for nil. */
export function formatAmount(pounds: number): string {
  const body = groupThousands(String(Math.abs(pounds)));
  return pounds < 0 ? `(${body})` : body;
}

/** Column heading of a balance sheet date: the year, or the full date when both columns end in the same year. */
export function columnHeading(date: IsoDate, other: IsoDate | null): string {
  const year = date.slice(0, 4);
  return other !== null && other.slice(0, 4) === year ? formatLongUk(date) : year;
}
