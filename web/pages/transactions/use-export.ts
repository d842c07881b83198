import type { TransactionDto } from "../../../core/contracts";
import { toast } from "../../components/ui/use-toast";
import { saveBlob } from "../../lib/save-blob";
import { exportFileName, transactionsCsv } from "./export-csv";

/** Export CSV: the rows the filters leave, as transactions_{date}.csv. */
export function exportTransactions(rows: readonly TransactionDto[]): void {
  if (rows.length === 0) {
    toast({ variant: "destructive", title: "Export Failed", description: "No transactions to export" });
    return;
  }
  const fileName = exportFileName(new Date());
  saveBlob(new Blob([transactionsCsv(rows)], { type: "text/csv;charset=utf-8" }), fileName);
  toast({ title: "Export Complete", description: `Exported ${rows.length} transaction(s) to ${fileName}.` });
}
