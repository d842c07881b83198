/** Select-all is checked, indeterminate or unchecked according to the selection (spec part 1 §4). */
export function selectAllState(selected: number, total: number): boolean | "indeterminate" {
  if (selected === 0 || total === 0) return false;
  return selected >= total ? true : "indeterminate";
}

/** Keeps only ids still on screen, so a selection never reaches rows the user cannot see. */
export function pruneSelection(selected: ReadonlySet<string>, visibleIds: readonly string[]): Set<string> {
  const visible = new Set(visibleIds);
  return new Set([...selected].filter((id) => visible.has(id)));
}

/** The selection with `id` added or removed. */
export function toggleInSelection(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}
