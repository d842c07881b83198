import { toCleanCsv } from "../../../core/csv";
import type { PreviewRow } from "../../api/import";
import { toast } from "../../components/ui/use-toast";
import { saveBlob } from "../../lib/save-blob";

export const CLEAN_CSV_NAME = "microfile-clean.csv";

/**
 * Saves the preview as Date, Description, Amount, Balance (core's formula-safe writer). A UTF-8 byte-order mark goes
 * first, or Excel would read the file as Windows-1252 and show £ as "Â£".
 */
export function downloadCleanCsv(rows: readonly PreviewRow[]): void {
  if (rows.length === 0) {
    toast({ variant: "destructive", title: "No Data", description: "No rows available to export." });
    return;
  }
  saveBlob(new Blob(["\uFEFF", toCleanCsv([...rows])], { type: "text/csv;charset=utf-8" }), CLEAN_CSV_NAME);
  toast({ title: "CSV Downloaded", description: `Exported ${rows.length} transaction(s) to ${CLEAN_CSV_NAME}` });
}
