import { useMemo } from "react";
import type { TransactionsFirstScreenDto } from "../../../core/contracts";
import type { CategoryOption } from "../../api/categories";
import type { BankAccount } from "../../api/transactions";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { EMPTY_FILTERS, indexRows, summaryOfFirstScreen } from "./filter-rows";
import { SummaryCards } from "./summary-cards";
import type { RowActions } from "./transaction-row";
import { TransactionsTable } from "./transactions-table";
import { TransactionsToolbar } from "./transactions-toolbar";

const NONE: ReadonlySet<string> = new Set();
const nothing = () => {};
const NO_ACTIONS: RowActions = { onToggle: nothing, onDelete: nothing, onChooseCategory: nothing };
const NO_ACTIONS_VAT: RowActions = { ...NO_ACTIONS, onChooseVatRate: nothing };

/**
 * A long list's first rows and its exact totals while the whole list is on its way (issue 24): the same cards and
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
  const summary = useMemo(() => summaryOfFirstScreen(screen), [screen]);
  const total = screen.total.toLocaleString("en-GB");
  return (
    <div className="space-y-6" aria-busy="true">
      <SummaryCards summary={summary} />
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner label={`Loading all ${total} transactions`} />
        Loading all {total} transactions: search, filters and the running-balance check follow in a moment.
      </p>
      <fieldset disabled className="contents">
        <legend className="sr-only">Your first {rows.length.toLocaleString("en-GB")} transactions</legend>
        <Card className="overflow-hidden">
          <TransactionsToolbar
            filters={EMPTY_FILTERS}
            setFilters={nothing}
            categories={categories}
            accounts={accounts}
            shown={screen.total}
            total={screen.total}
          />
          <TransactionsTable
            rows={rows}
            selected={NONE}
            selectAll={false}
            onToggleAll={nothing}
            highlightId={null}
            scrollRequest={null}
            categories={categories}
            actions={vatColumn ? NO_ACTIONS_VAT : NO_ACTIONS}
          />
        </Card>
      </fieldset>
    </div>
  );
}
