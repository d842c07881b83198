import { type CsvRecord, isBlankRecord, tokenize, trimmedWidth } from "./tokenize";

export const DELIMITERS = [",", ";", "\t", "|"] as const;
export type Delimiter = (typeof DELIMITERS)[number];

const SAMPLE_RECORDS = 80;

/**
 * How many sampled records agree on the most common field count. A record also agrees when it only has extra empty
 * trailing cells (Lloyds' header ends with a comma its data rows lack). Field counts come from a quote-aware split,
 * never from raw character counts: Santander's ";" files have commas inside every card description.
 */
function consistency(records: readonly CsvRecord[]): { agreeing: number; width: number } {
  const rows = records.filter((r) => !isBlankRecord(r.cells));
  const freq = new Map<number, number>();
  for (const r of rows) freq.set(r.cells.length, (freq.get(r.cells.length) ?? 0) + 1);
  let width = 0;
  let best = 0;
  for (const [w, f] of freq) {
    if (w >= 2 && (f > best || (f === best && w > width))) [width, best] = [w, f];
  }
  if (width < 2) return { agreeing: 0, width: 0 };
  let agreeing = 0;
  for (const r of rows) {
    if (r.cells.length === width || (r.cells.length > width && trimmedWidth(r.cells) <= width)) agreeing++;
  }
  return { agreeing, width };
}

/** Picks the delimiter whose split gives the most records of one consistent width; ties go to the wider split, then comma. */
export function detectDelimiter(text: string): Delimiter {
  let chosen: Delimiter = ",";
  let best = { agreeing: 0, width: 0 };
  for (const d of DELIMITERS) {
    if (!text.includes(d)) continue;
    const score = consistency(tokenize(text, d, SAMPLE_RECORDS));
    if (score.agreeing > best.agreeing || (score.agreeing === best.agreeing && score.width > best.width)) {
      chosen = d;
      best = score;
    }
  }
  return chosen;
}
