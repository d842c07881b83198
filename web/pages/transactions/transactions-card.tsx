import type { CategoryOption } from "../../api/categories";
import type { BankAccount } from "../../api/transactions";
import { Card } from "../../components/ui/card";
import { NoMatches, NoTransactions } from "./empty-states";
import { EMPTY_FILTERS, type Filters, type IndexedRow } from "./filter-rows";
import type { RowActions } from "./transaction-row";
import { TransactionsTable } from "./transactions-table";
import { TransactionsToolbar } from "./transactions-toolbar";
import type { ScrollRequest } from "./use-scroll-to-row";

/** The search, filters and table, or the empty state that fits: nothing saved yet, or nothing left by the filters. */
export function TransactionsCard({
  all,
  rows,
  filters,
  setFilters,
  categories,
  accounts,
  selected,
  selectAll,
  onToggleAll,
  highlight,
  actions,
  total = all.length,
  lockedThrough = null,
}: {
  all: readonly IndexedRow[];
  rows: readonly IndexedRow[];
  filters: Filters;
  setFilters: (update: (f: Filters) => Filters) => void;
  categories: readonly CategoryOption[];
  accounts: BankAccount[];
  selected: ReadonlySet<string>;
  selectAll: boolean | "indeterminate";
  onToggleAll: () => void;
  highlight: ScrollRequest | null;
  actions: RowActions;
  /** How many rows the list has, when `all` is only its first screen. */
  total?: number;
  /** The end of the latest closed year: its rows are locked (no delete button). */
  lockedThrough?: string | null;
}) {
  if (all.length === 0) {
    return (
      <Card>
        <NoTransactions />
      </Card>
    );
  }
  return (
    <Card className="overflow-hidden">
      <TransactionsToolbar
        filters={filters}
        setFilters={setFilters}
        categories={categories}
        accounts={accounts}
        shown={rows.length === all.length ? total : rows.length}
        total={total}
      />
      {rows.length === 0 ? (
        <NoMatches onClear={() => setFilters(() => EMPTY_FILTERS)} />
      ) : (
        <TransactionsTable
          rows={rows}
          selected={selected}
          selectAll={selectAll}
          onToggleAll={onToggleAll}
          highlightId={highlight?.id ?? null}
          scrollRequest={highlight}
          categories={categories}
          actions={actions}
          lockedThrough={lockedThrough}
        />
      )}
    </Card>
  );
}
