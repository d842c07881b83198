import type { TransactionDto } from "../../../core/contracts";
import { toast } from "../../components/ui/use-toast";
import { csvBlob } from "../../lib/csv-blob";
import { saveBlob } from "../../lib/save-blob";
import { exportFileName, transactionsCsv } from "./export-csv";

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
