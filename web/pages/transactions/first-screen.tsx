import { useMemo } from "react";
import { firstScreenFromWire, type TransactionsFirstScreenDto } from "../../../core/contracts";
import { firstScreenTotals, loadingAllLabel, loadingAllText } from "../../../core/first-screen";
import type { CategoryOption } from "../../api/categories";
import type { BankAccount } from "../../api/transactions";
import { Spinner } from "../../components/ui/spinner";
import { EMPTY_FILTERS, indexRows } from "./filter-rows";
import { SummaryCards } from "./summary-cards";
import type { RowActions } from "./transaction-row";
import { TransactionsCard } from "./transactions-card";

const NONE: ReadonlySet<string> = new Set();
const nothing = () => {};
const NO_ACTIONS: RowActions = { onToggle: nothing, onDelete: nothing, onChooseCategory: nothing };
const NO_ACTIONS_VAT: RowActions = { ...NO_ACTIONS, onChooseVatRate: nothing };

/**
 * A long list's first rows and its exact totals while the whole list is on its way: the same cards and
 * table as the page, read-only (a disabled fieldset), since a choice made on part of the list (select all, apply to
 * similar rows, search) would act on the wrong rows. The page replaces it as soon as every row has arrived.
 */
export function FirstScreen({
  screen,
  categories,
  accounts,
  vatColumn,
}: {
  screen: TransactionsFirstScreenDto;
  categories: readonly CategoryOption[];
  accounts: BankAccount[];
  vatColumn: boolean;
}) {
  const rows = useMemo(() => indexRows(screen.rows), [screen.rows]);
  const summary = useMemo(() => firstScreenTotals(firstScreenFromWire(screen)), [screen]);
  return (
    <div className="space-y-6" aria-busy="true">
      <SummaryCards summary={summary} />
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner label={loadingAllLabel(screen.total)} />
        {loadingAllText(screen.total)}
      </p>
      <fieldset disabled className="contents">
        <legend className="sr-only">Your first {rows.length.toLocaleString("en-GB")} transactions</legend>
        <TransactionsCard
          all={rows}
          rows={rows}
          total={screen.total}
          filters={EMPTY_FILTERS}
          setFilters={nothing}
          categories={categories}
          accounts={accounts}
          selected={NONE}
          selectAll={false}
          onToggleAll={nothing}
          highlight={null}
          actions={vatColumn ? NO_ACTIONS_VAT : NO_ACTIONS}
        />
      </fieldset>
    </div>
  );
}
