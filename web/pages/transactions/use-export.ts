import { useState } from "react";
import type { TransactionDto } from "../../../core/contracts";
import { errorMessage } from "../../api/errors";
import { toast } from "../../components/ui/use-toast";
import { csvBlob } from "../../lib/csv-blob";
import { saveBlob } from "../../lib/save-blob";
import { exportFileName, transactionsCsv } from "./export-csv";
import { type Filters, filterRows, type IndexedRow, indexRows } from "./filter-rows";

/** Export CSV: the rows the filters leave, as transactions_{date}.csv. */
export function exportTransactions(rows: readonly TransactionDto[]): void {
  if (rows.length === 0) {
    toast({ variant: "destructive", title: "Export Failed", description: "No transactions to export" });
    return;
  }
  const fileName = exportFileName(new Date());
  saveBlob(csvBlob(transactionsCsv(rows)), fileName);
  toast({ title: "Export Complete", description: `Exported ${rows.length} transaction(s) to ${fileName}.` });
}

/** What the export reads of the page at the click: the rows the filters leave, and the filters. */
interface ExportView {
  rows: readonly IndexedRow[];
  filters: Filters;
}

/**
 * Export CSV on the whole list: the page's filtered rows when every row is in; while a long list is still arriving
 * behind its first screen, the click waits for it and exports what the filters leave of all of it.
 */
export function useExportAll(wholeList: () => Promise<TransactionDto[]>, view: () => ExportView) {
  const [isPending, setPending] = useState(false);
  const run = async (haveAll: boolean) => {
    if (haveAll) {
      exportTransactions(view().rows.map((r) => r.tx));
      return;
    }
    setPending(true);
    try {
      const all = indexRows(await wholeList());
      exportTransactions(filterRows(all, view().filters).rows.map((r) => r.tx));
    } catch (error) {
      toast({
        variant: "destructive",
        title: "Export Failed",
        description: errorMessage(error, "No transactions to export"),
      });
    } finally {
      setPending(false);
    }
  };
  return { run, isPending };
}
