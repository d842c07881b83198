import { useCallback, useEffect, useState } from "react";
import { pruneSelection, selectAllState, toggleInSelection } from "../../lib/selection";
import type { IndexedRow } from "./filter-rows";

const NONE: ReadonlySet<string> = new Set();

/** The ticked rows, always a subset of the filtered rows (spec part 1 §4), with the select-all state. */
export function useRowSelection(visible: readonly IndexedRow[]) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(NONE);

  useEffect(() => {
    setSelected((s) => {
      if (s.size === 0) return s;
      const pruned = pruneSelection(
        s,
        visible.map((r) => r.tx.id),
      );
      // Same size means nothing was removed: keep the same set so nothing re-renders.
      return pruned.size === s.size ? s : pruned;
    });
  }, [visible]);

  const toggle = useCallback((id: string) => setSelected((s) => toggleInSelection(s, id)), []);
  const toggleAll = useCallback(
    () => setSelected((s) => (s.size > 0 && s.size >= visible.length ? NONE : new Set(visible.map((r) => r.tx.id)))),
    [visible],
  );
  const clear = useCallback(() => setSelected(NONE), []);

  return { selected, toggle, toggleAll, clear, allState: selectAllState(selected.size, visible.length) };
}
