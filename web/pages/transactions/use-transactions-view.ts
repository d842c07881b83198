import { useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import { useSearch } from "wouter";
import type { TransactionDto } from "../../../core/contracts";
import { EMPTY_FILTERS, type Filters, filterRows, indexRows } from "./filter-rows";
import { reconcileRows } from "./reconcile-rows";
import { filtersFromSearch } from "./url-filters";

const NO_ROWS: TransactionDto[] = [];

/**
 * What the page shows, derived from the saved list. The inputs stay controlled by `filters` (instant echo while
 * typing); the filtering and totals follow `useDeferredValue(filters)`, so React can drop stale passes when keys come
 * faster than a pass over 50,000 rows, and the text box never waits for the table.
 */
export function useTransactionsView(data: TransactionDto[] | undefined) {
  const all = useMemo(() => indexRows(data ?? NO_ROWS), [data]);
  const [filters, setFilters] = useState<Filters>(() => ({
    ...EMPTY_FILTERS,
    // The server draws the page only for an address without a query string.
    ...filtersFromSearch(typeof window === "undefined" ? "" : window.location.search),
  }));
  useFiltersFromLinks(setFilters);
  const deferredFilters = useDeferredValue(filters);
  const { rows, summary } = useMemo(() => filterRows(all, deferredFilters), [all, deferredFilters]);
  // Reconciliation reads the whole ledger and changes only with the data; deferred so a refetch paints rows first.
  const deferredAll = useDeferredValue(all);
  const { issues, balances } = useMemo(() => reconcileRows(deferredAll), [deferredAll]);
  return { all, filters, setFilters, rows, summary, issues, balances, isFiltering: filters !== deferredFilters };
}

/** A link followed while the page is open (`?category=uncategorised`, `?review=1`) sets its filters too. */
function useFiltersFromLinks(setFilters: (update: (f: Filters) => Filters) => void): void {
  const search = useSearch();
  const seen = useRef(search);
  useEffect(() => {
    if (seen.current === search) return;
    seen.current = search;
    const fromLink = filtersFromSearch(search);
    if (Object.keys(fromLink).length > 0) setFilters((f) => ({ ...f, ...fromLink }));
  }, [search, setFilters]);
}
