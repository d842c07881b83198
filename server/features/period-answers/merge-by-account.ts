/**
 * Answers kept by bank account (explanations, typed balances), merged: each given one replaces the old, and one that
 * `keep` turns to null (empty) removes it.
 */
export function mergeByAccount<V>(
  old: Record<string, string>,
  patch: Record<string, V> | undefined,
  keep: (value: V) => string | null,
): Record<string, string> {
  const out = { ...old };
  for (const [id, value] of Object.entries(patch ?? {})) {
    const kept = keep(value);
    if (kept === null) delete out[id];
    else out[id] = kept;
  }
  return out;
}
