import { readApiError } from "../../api/errors";
import type { ImportAudit } from "../../api/import";

export const SAVE_FAILED_FALLBACK = "Failed to save transactions";
/** Spec part 1 §8: saving or exporting with no rows gives 'No Data' with this text. */
export const NO_ROWS_TOAST = { title: "No Data", description: "No rows available to export." } as const;

/**
 * How a failed save continues: sign in, or a message. A save is never refused for payment: payment is taken when a
 * filing pack is downloaded (docs/decisions/004-filings-and-payments.md).
 */
export type SaveFailure = { kind: "sign-in" } | { kind: "failed"; message: string };

function text(data: unknown, field: string): string | null {
  if (typeof data !== "object" || data === null) return null;
  const value = (data as Record<string, unknown>)[field];
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

/** Reads an `apiRequest` error ("400: {json}") into what the page does next. */
export function readSaveFailure(error: unknown): SaveFailure {
  const { status, data, text: body } = readApiError(error);
  if (status === 401) return { kind: "sign-in" };
  const message = text(data, "error") ?? text(data, "message");
  if (message) return { kind: "failed", message };
  // A plain-text body is shown; raw JSON, HTML or a network failure get the spec's fallback.
  const plain = status !== null && data === null && body.trim() !== "" && !body.trim().startsWith("<");
  return { kind: "failed", message: plain ? body.trim() : SAVE_FAILED_FALLBACK };
}

/**
 * The server's audit with the duplicates the browser left out before sending ("Remove duplicates" on) added to the
 * ones the server skipped (already saved), so "M duplicate(s) skipped" counts every row of the files not imported as
 * a duplicate.
 */
export function withBrowserDuplicates(audit: ImportAudit, removedInBrowser: number): ImportAudit {
  return { ...audit, duplicatesSkipped: audit.duplicatesSkipped + removedInBrowser };
}

/**
 * 'Imported N transaction(s). M duplicate(s) skipped.', plus the ones matching rows in the Recycle Bin and the
 * transfers found between the company's own accounts.
 */
export function importSummary(audit: ImportAudit): string {
  const parts = [`Imported ${audit.rowsImported} transaction(s). ${audit.duplicatesSkipped} duplicate(s) skipped.`];
  if (audit.duplicatesInRecycleBin > 0) {
    parts.push(
      `${audit.duplicatesInRecycleBin} of them match transaction(s) in the Recycle Bin; restore them from there if you need them.`,
    );
  }
  const transfers = audit.transfersFound ?? 0;
  if (transfers > 0) parts.push(`${transfers} are transfers between your own accounts, kept out of profit and loss.`);
  return parts.join(" ");
}
