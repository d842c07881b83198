import { useCallback, useMemo, useState } from "react";
import { type CategoryOption, useCategories } from "../../api/categories";
import { errorMessage } from "../../api/errors";
import { usePeriods } from "../../api/periods";
import { type BankAccount, useBankAccounts, useTransactionsForPage, useWholeList } from "../../api/transactions";
import { PageHeader } from "../../components/page-header";
import { Alert, AlertDescription } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { BulkDeleteDialog } from "./bulk-delete-dialog";
import { BulkVatRate } from "./bulk-vat-rate";
import { CategorizeSignInDialog } from "./categorize-sign-in-dialog";
import { CorrectionPrompt } from "./correction-prompt";
import { EMPTY_FILTERS, hasAnyFilter } from "./filter-rows";
import { FirstScreen } from "./first-screen";
import { HeaderActions } from "./header-actions";
import { closedThrough } from "./locked-rows";
import { ReconciliationCard } from "./reconciliation-card";
import { RulesDialog } from "./rules-dialog";
import { SummaryCards } from "./summary-cards";
import type { RowActions } from "./transaction-row";
import { TransactionsCard } from "./transactions-card";
import { useCategorize } from "./use-categorize";
import { useCorrection } from "./use-correction";
import { useDeleteActions } from "./use-delete-actions";
import { useExportAll } from "./use-export";
import { useLatest } from "./use-latest";
import { useRowSelection } from "./use-row-selection";
import type { ScrollRequest } from "./use-scroll-to-row";
import { useTransactionsView } from "./use-transactions-view";
import { useVatRates } from "./use-vat-rates";

// Stable empties, so memoised parts do not re-render while these lists load.
const NO_CATEGORIES: CategoryOption[] = [];
const NO_ACCOUNTS: BankAccount[] = [];

function ListProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert variant="destructive">
      <AlertDescription className="flex flex-wrap items-center gap-3">
        {errorMessage(error, "Failed to load transactions")}
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </AlertDescription>
    </Alert>
  );
}

/** The end of the company's latest closed year (its rows can no longer change), or null. */
function useLockedThrough(): string | null {
  const { data } = usePeriods();
  return closedThrough(data?.periods ?? []);
}

/** The signed-in page: header actions, totals, reconciliation, the correction prompt and the table. */
export function TransactionsWorkspace() {
  const { list, firstScreen } = useTransactionsForPage();
  const { data: categories = NO_CATEGORIES } = useCategories();
  const { data: accounts = NO_ACCOUNTS } = useBankAccounts();
  const lockedThrough = useLockedThrough();
  const view = useTransactionsView(list.data);
  const selection = useRowSelection(view.rows);
  const deletes = useDeleteActions(selection.clear);
  const vat = useVatRates(selection.clear);
  const correction = useCorrection(view.all);
  const latest = useLatest(view);
  const wholeList = useWholeList();
  const categorize = useCategorize(wholeList);
  const exporting = useExportAll(wholeList, () => latest.current);
  // The count is known from the first screen on, before the whole list has arrived.
  const rowCount = list.data?.length ?? firstScreen?.total ?? 0;
  const [rulesOpen, setRulesOpen] = useState(false);
  const [highlight, setHighlight] = useState<ScrollRequest | null>(null);
  const { setFilters } = view;

  // A reconciliation issue shows its row; filters that hide it are cleared first. Stable, so the card stays memoised.
  const showRow = useCallback(
    (id: string) => {
      if (!latest.current.rows.some((r) => r.tx.id === id)) setFilters(() => EMPTY_FILTERS);
      setHighlight({ id });
    },
    [latest, setFilters],
  );
  const actions: RowActions = useMemo(
    () => ({
      onToggle: selection.toggle,
      onDelete: deletes.removeOne,
      onChooseCategory: correction.choose,
      onChooseVatRate: vat.enabled ? vat.choose : undefined,
    }),
    [selection.toggle, deletes.removeOne, correction.choose, vat.enabled, vat.choose],
  );

  const header = (
    <PageHeader
      title="Transactions"
      description="Check each category and its reason; select a category to change it."
      actions={
        <HeaderActions
          selectedCount={selection.selected.size}
          canCategorize={rowCount > 0}
          categorizing={categorize.isPending}
          exporting={exporting.isPending}
          deleting={deletes.isBulkDeleting}
          onCategorize={() => void categorize.run()}
          onExport={() => void exporting.run(list.data !== undefined)}
          onDeleteSelected={() => deletes.askBulk([...selection.selected])}
          onOpenRules={() => setRulesOpen(true)}
          selectedExtra={
            vat.enabled && (
              <BulkVatRate
                disabled={vat.isBulkPending}
                onSet={(rate) => vat.setSelected([...selection.selected], rate)}
              />
            )
          }
        />
      }
    />
  );
  // A link's filters (?category=…) need every row: such an open waits for the whole list.
  const unfiltered = !hasAnyFilter(view.filters);
  const body = list.isError ? (
    <ListProblem error={list.error} onRetry={() => void list.refetch()} />
  ) : firstScreen && unfiltered ? (
    <FirstScreen screen={firstScreen} categories={categories} accounts={accounts} vatColumn={vat.enabled} />
  ) : list.data === undefined ? (
    <div className="flex justify-center py-16">
      <Spinner label="Loading transactions" />
    </div>
  ) : (
    <div className="space-y-6">
      <SummaryCards summary={view.summary} />
      <ReconciliationCard issues={view.issues} balances={view.balances} onShowRow={showRow} />
      {correction.correction && (
        <CorrectionPrompt
          key={`${correction.correction.id}:${correction.correction.category.id}`}
          correction={correction.correction}
          categories={categories}
          onChange={correction.setCorrection}
        />
      )}
      <TransactionsCard
        all={view.all}
        rows={view.rows}
        filters={view.filters}
        setFilters={setFilters}
        categories={categories}
        accounts={accounts}
        selected={selection.selected}
        selectAll={selection.allState}
        onToggleAll={selection.toggleAll}
        highlight={highlight}
        actions={actions}
        lockedThrough={lockedThrough}
      />
    </div>
  );

  return (
    <>
      {header}
      {body}
      <BulkDeleteDialog
        open={deletes.confirmOpen}
        count={deletes.confirmCount}
        onOpenChange={(open) => !open && deletes.closeConfirm()}
        onConfirm={deletes.confirmBulk}
      />
      <CategorizeSignInDialog open={categorize.signInOpen} onOpenChange={categorize.setSignInOpen} />
      <RulesDialog open={rulesOpen} onOpenChange={setRulesOpen} categories={categories} />
    </>
  );
}
