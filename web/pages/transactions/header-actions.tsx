import { Download, ListChecks, Sparkles, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";

/**
 * Nothing selected: Categorize Transactions (enabled only when there are rows) and Export CSV. Rows selected: the
 * count and Delete Selected.
 */
export function HeaderActions({
  selectedCount,
  canCategorize,
  categorizing,
  exporting,
  deleting,
  onCategorize,
  onExport,
  onDeleteSelected,
  onOpenRules,
  selectedExtra,
}: {
  selectedCount: number;
  /** There are rows to categorise (known from the first screen on): the button is enabled only then. */
  canCategorize: boolean;
  categorizing: boolean;
  /** Export CSV is waiting for the rest of a long list. */
  exporting: boolean;
  deleting: boolean;
  onCategorize: () => void;
  onExport: () => void;
  onDeleteSelected: () => void;
  onOpenRules: () => void;
  /** More actions on the selected rows (Set VAT rate, for a VAT-registered company). */
  selectedExtra?: ReactNode;
}) {
  const rules = (
    <Button variant="outline" onClick={onOpenRules}>
      <ListChecks aria-hidden /> Rules
    </Button>
  );
  if (selectedCount > 0) {
    return (
      <>
        <p className="text-sm font-medium" aria-live="polite">
          {selectedCount.toLocaleString("en-GB")} selected
        </p>
        {rules}
        {selectedExtra}
        <Button variant="destructive" onClick={onDeleteSelected} disabled={deleting}>
          <Trash2 aria-hidden /> Delete Selected
        </Button>
      </>
    );
  }
  return (
    <>
      {rules}
      <Button variant="outline" onClick={onExport} disabled={exporting} aria-busy={exporting || undefined}>
        <Download aria-hidden /> Export CSV
      </Button>
      <Button onClick={onCategorize} disabled={categorizing || !canCategorize} aria-busy={categorizing || undefined}>
        {categorizing ? <Spinner className="size-4 text-current" label="Categorizing" /> : <Sparkles aria-hidden />}
        Categorize Transactions
      </Button>
    </>
  );
}
