import { useVirtualizer } from "@tanstack/react-virtual";
import { type ReactNode, useRef } from "react";
import type { ReconcileIssue } from "../../../core/reconcile/types";

/** About one line of an issue; each is measured once drawn, so longer messages take their room. */
const ESTIMATE = 36;

/**
 * Every issue of a long, broken ledger ("Show all N issues" shows all N): a scrolling list that draws only the
 * issues in view, so thousands cost no more than a screenful. Each item says its place in the whole list.
 */
export function AllIssuesList({
  issues,
  renderIssue,
}: {
  issues: readonly ReconcileIssue[];
  renderIssue: (issue: ReconcileIssue) => ReactNode;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: issues.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATE,
    overscan: 6,
  });
  return (
    <div ref={scrollRef} className="max-h-72 overflow-y-auto">
      <ul className="relative" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => (
          <li
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            aria-setsize={issues.length}
            aria-posinset={item.index + 1}
            className="absolute inset-x-0 top-0"
            style={{ transform: `translateY(${item.start}px)` }}
          >
            {renderIssue(issues[item.index]!)}
          </li>
        ))}
      </ul>
    </div>
  );
}
