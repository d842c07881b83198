import { toCleanCsv } from "../../../core/csv";
import { toast } from "../../components/ui/use-toast";
import type { PreviewRow } from "./upload-types";

export const CLEAN_CSV_NAME = "microfile-clean.csv";

/** Blob URLs are released after the browser has had time to start the download. */
const REVOKE_AFTER_MS = 10_000;

/**
 * Saves the preview as Date, Description, Amount, Balance (core's formula-safe writer). A UTF-8 byte-order mark goes
 * first, or Excel would read the file as Windows-1252 and show £ as "Â£".
 */
export function downloadCleanCsv(rows: readonly PreviewRow[]): void {
  if (rows.length === 0) {
    toast({ variant: "destructive", title: "No Data", description: "No rows available to export." });
    return;
  }
  const blob = new Blob(["\uFEFF", toCleanCsv([...rows])], { type: "text/csv;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = CLEAN_CSV_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  toast({ title: "CSV Downloaded", description: `Exported ${rows.length} transaction(s) to ${CLEAN_CSV_NAME}` });
}
