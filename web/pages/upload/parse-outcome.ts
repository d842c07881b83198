import type { ParsedStatement } from "../../api/import";
import type { FileColumns, FileOutcome } from "./upload-types";

function columnsOf(res: ParsedStatement): FileColumns {
  return {
    detectedHeaders: res.detectedHeaders ?? [],
    mapping: res.mapping ?? null,
    detectedMapping: res.detectedMapping ?? null,
  };
}

/**
 * Sorts a parse answer into the spec's three states (§4): parsed, mapping required (headers found but no usable
 * mapping), or an error. Both of the first two keep the columns as detected, so a wrong guess can be changed too.
 */
export function toOutcome(res: ParsedStatement): FileOutcome {
  const warnings = res.warnings ?? [];
  const columns = columnsOf(res);
  if (res.ok) {
    const unreadable = res.unreadableRows;
    const extra = unreadable > 0 ? [`${unreadable} row(s) with an unreadable amount were left out`] : [];
    return {
      kind: "ok",
      rows: res.rows,
      warnings: [...warnings, ...extra],
      bank: res.bank,
      account: res.account,
      columns,
      usedSavedLayout: res.usedSavedLayout === true,
    };
  }
  if (columns.detectedHeaders.length > 0) {
    return { kind: "mapping", columns, error: res.error ?? "Please map the columns.", warnings };
  }
  return { kind: "error", error: res.error ?? "Failed to parse" };
}
