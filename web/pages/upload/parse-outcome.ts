import type { ParsedStatement } from "../../api/import";
import type { FileOutcome } from "./upload-types";

/**
 * Sorts a parse answer into the spec's three states (§4): parsed, mapping required (headers found but no usable
 * mapping), or an error.
 */
export function toOutcome(res: ParsedStatement): FileOutcome {
  const warnings = res.warnings ?? [];
  if (res.ok) {
    const unreadable = res.unreadableRows;
    const extra = unreadable > 0 ? [`${unreadable} row(s) with an unreadable amount were left out`] : [];
    return { kind: "ok", rows: res.rows, warnings: [...warnings, ...extra], bank: res.bank, account: res.account };
  }
  const headers = res.detectedHeaders ?? [];
  if (headers.length > 0) {
    return { kind: "mapping", headers, error: res.error ?? "Please map the columns.", warnings };
  }
  return { kind: "error", error: res.error ?? "Failed to parse" };
}
