import { Search } from "lucide-react";
import { transactionsCountText } from "../../../core/first-screen";
import type { CategoryOption } from "../../api/categories";
import type { BankAccount } from "../../api/transactions";
import { Input } from "../../components/ui/input";
import type { Filters } from "./filter-rows";
import { FiltersPopover } from "./filters-popover";

/** The search box (instant: it is the un-deferred filter) and the Filters popover, with the count they leave. */
export function TransactionsToolbar({
  filters,
  setFilters,
  categories,
  accounts,
  shown,
  total,
}: {
  filters: Filters;
  setFilters: (update: (f: Filters) => Filters) => void;
  categories: readonly CategoryOption[];
  accounts: BankAccount[];
  shown: number;
  total: number;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3 border-b p-4">
      <div className="relative min-w-56 flex-1">
        <Search className="pointer-events-none absolute top-2.5 left-3 size-4 text-muted-foreground" aria-hidden />
        <Input
          type="search"
          aria-label="Search transactions"
          placeholder="Search descriptions…"
          className="pl-9"
          value={filters.searchText}
          onChange={(e) => {
            const searchText = e.target.value;
            setFilters((f) => ({ ...f, searchText }));
          }}
        />
      </div>
      <FiltersPopover filters={filters} setFilters={setFilters} categories={categories} accounts={accounts} />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {transactionsCountText(shown, total)}
      </p>
    </div>
  );
}
