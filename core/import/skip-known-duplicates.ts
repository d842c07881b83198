/**
 * Duplicates across imports are counted as a multiset: if the account already holds two rows with a key, the
 * first two rows of the upload with that key are skipped and any further ones are kept. So two genuine identical
 * coffees on one day are both kept, and a statement downloaded twice never doubles the books.
 */
export interface KnownCount {
  /** Rows with this key stored and active. */
  active: number;
  /** Rows with this key in the recycle bin: deleted on purpose, so they still count as stored. */
  deleted: number;
}

export interface SkipResult<T> {
  kept: T[];
  skipped: number;
  /** How many of the skipped rows matched rows in the recycle bin. */
  skippedInRecycleBin: number;
}

export function skipKnownDuplicates<T>(
  rows: T[],
  keyOf: (row: T) => string,
  known: Map<string, KnownCount>,
): SkipResult<T> {
  if (known.size === 0) return { kept: rows, skipped: 0, skippedInRecycleBin: 0 }; // no key to make
  const remaining = new Map<string, KnownCount>();
  for (const [k, v] of known) remaining.set(k, { ...v });
  const kept: T[] = [];
  let skipped = 0;
  let skippedInRecycleBin = 0;
  for (const row of rows) {
    const left = remaining.get(keyOf(row));
    if (left && left.active > 0) {
      left.active--;
      skipped++;
    } else if (left && left.deleted > 0) {
      left.deleted--;
      skipped++;
      skippedInRecycleBin++;
    } else {
      kept.push(row);
    }
  }
  return { kept, skipped, skippedInRecycleBin };
}
