import { toCleanCsv } from "../../../core/csv";
import type { PreviewRow } from "../../api/import";
import { toast } from "../../components/ui/use-toast";
import { csvBlob } from "../../lib/csv-blob";
import { saveBlob } from "../../lib/save-blob";
import { NO_ROWS_TOAST } from "./save-upload";

export const CLEAN_CSV_NAME = "microfile-clean.csv";

/** Saves the preview as Date, Description, Amount, Balance (core's formula-safe writer), with the UTF-8 mark. */
export function downloadCleanCsv(rows: readonly PreviewRow[]): void {
  if (rows.length === 0) {
    toast({ variant: "destructive", ...NO_ROWS_TOAST });
    return;
  }
  saveBlob(csvBlob(toCleanCsv([...rows])), CLEAN_CSV_NAME);
  toast({ title: "CSV Downloaded", description: `Exported ${rows.length} transaction(s) to ${CLEAN_CSV_NAME}` });
}
