import type { Virtualizer } from "@tanstack/react-virtual";
import { type RefObject, useEffect, useRef } from "react";
import type { IndexedRow } from "./filter-rows";

/** "Show this row": a new object each time, so asking for the same row twice scrolls twice. */
export interface ScrollRequest {
  id: string;
}

const FOCUS_ATTEMPTS = 20;

/**
 * Focus follows the scroll, so keyboard and screen-reader users land on the row too, and the page scrolls so the
 * table is in view. The row may take a few frames to render.
 */
function focusRowWhenRendered(container: RefObject<HTMLElement | null>, id: string): () => void {
  let frame = 0;
  let attempts = 0;
  const tryFocus = () => {
    const row = container.current?.querySelector<HTMLElement>(`[data-row-id="${CSS.escape(id)}"]`);
    if (row) {
      row.focus({ preventScroll: true });
      row.scrollIntoView({ block: "center" });
    } else if (++attempts < FOCUS_ATTEMPTS) frame = requestAnimationFrame(tryFocus);
  };
  frame = requestAnimationFrame(tryFocus);
  return () => cancelAnimationFrame(frame);
}

/**
 * Scrolls the virtualised table to a requested row once it is among the rows (the page may first have to clear the
 * filters that hid it), then focuses it. Each request is served once; later refetches do not scroll again.
 */
export function useScrollToRow({
  virtualizer,
  rows,
  request,
  container,
}: {
  virtualizer: Virtualizer<HTMLElement, Element>;
  rows: readonly IndexedRow[];
  request: ScrollRequest | null;
  container: RefObject<HTMLElement | null>;
}): void {
  const served = useRef<ScrollRequest | null>(null);
  useEffect(() => {
    if (!request || served.current === request) return;
    const index = rows.findIndex((r) => r.tx.id === request.id);
    if (index < 0) return;
    served.current = request;
    virtualizer.scrollToIndex(index, { align: "center" });
    return focusRowWhenRendered(container, request.id);
  }, [request, rows, virtualizer, container]);
}
