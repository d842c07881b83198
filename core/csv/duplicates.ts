import { type Pence, toDecimalString } from "../money";
import { POT_TRANSFER_PREFIX } from "./bank-types";

interface Keyed {
  date: string;
  amount: Pence;
  description: string;
}

const POT_MARK = POT_TRANSFER_PREFIX.toLowerCase();

/**
 * The spec's duplicate key (§5): date, amount to 2 decimals, trimmed lower-case description. Only the date part of a
 * timestamp counts, as listed transactions carry ISO dates that may include a time. The pot-transfer mark is the
 * reader's own words, not the bank's: without it in the key, a Monzo statement saved before the reader marked pot
 * transfers and downloaded again would bring its pot rows in twice.
 */
export function duplicateKey(row: Keyed): string {
  const date = /^\d{4}-\d{2}-\d{2}/.test(row.date) ? row.date.slice(0, 10) : row.date.trim();
  return `${date}|${toDecimalString(row.amount)}|${bankDescription(row.description)}`;
}

function bankDescription(description: string): string {
  const text = description.trim().toLowerCase();
  return text.startsWith(POT_MARK) ? text.slice(POT_MARK.length).trim() : text;
}

/** Keeps the first row of each duplicate key, in the original order. */
export function removeDuplicates<T extends Keyed>(rows: T[]): { rows: T[]; removed: number } {
  const seen = new Set<string>();
  const kept: T[] = [];
  for (const row of rows) {
    const key = duplicateKey(row);
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(row);
  }
  return { rows: kept, removed: rows.length - kept.length };
}

/**
 * Duplicates are only looked for within one bank account: each part (a file) belongs to a group (its account), the
 * first row of each key in a group is kept, and the same row in two groups is kept in both. Parts keep their order
 * and each its rows' order.
 */
export function removeDuplicatesByGroup<T extends Keyed>(
  parts: readonly { group: string; rows: readonly T[] }[],
): { parts: T[][]; removed: number } {
  const seen = new Map<string, Set<string>>();
  let removed = 0;
  const kept = parts.map(({ group, rows }) => {
    let keys = seen.get(group);
    if (!keys) {
      keys = new Set();
      seen.set(group, keys);
    }
    const out: T[] = [];
    for (const row of rows) {
      const key = duplicateKey(row);
      if (keys.has(key)) removed++;
      else {
        keys.add(key);
        out.push(row);
      }
    }
    return out;
  });
  return { parts: kept, removed };
}
