import { useDeferredValue, useMemo, useState } from "react";
import type { TransactionDto } from "../../../core/contracts";
import { EMPTY_FILTERS, type Filters, filterRows, indexRows } from "./filter-rows";
import { reconcileRows } from "./reconcile-rows";

const NO_ROWS: TransactionDto[] = [];

/**
 * What the page shows, derived from the saved list. The inputs stay controlled by `filters` (instant echo while
 * typing); the filtering and totals follow `useDeferredValue(filters)`, so React can drop stale passes when keys come
 * faster than a pass over 50,000 rows, and the text box never waits for the table.
 */
export function useTransactionsView(data: TransactionDto[] | undefined) {
  const all = useMemo(() => indexRows(data ?? NO_ROWS), [data]);
  const [filters, setFilters] = useState<Filters>(EMPTY_FILTERS);
  const deferredFilters = useDeferredValue(filters);
  const { rows, summary } = useMemo(() => filterRows(all, deferredFilters), [all, deferredFilters]);
  // Reconciliation reads the whole ledger and changes only with the data; deferred so a refetch paints rows first.
  const deferredAll = useDeferredValue(all);
  const issues = useMemo(() => reconcileRows(deferredAll), [deferredAll]);
  return { all, filters, setFilters, rows, summary, issues, isFiltering: filters !== deferredFilters };
}
