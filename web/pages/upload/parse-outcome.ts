import type { ParseResponse } from "../../../core/contracts";
import { fromPoundsNumber } from "../../../core/money";
import type { FileOutcome, PreviewRow } from "./upload-types";

/** The API carries pounds as JSON numbers; they become exact pence here, through their decimal text. */
function toPreviewRows(rows: ParseResponse["rows"]): { rows: PreviewRow[]; unreadable: number } {
  const out: PreviewRow[] = [];
  let unreadable = 0;
  for (const r of rows) {
    const amount = fromPoundsNumber(r.amount);
    const balance = r.balance === undefined || r.balance === null ? null : fromPoundsNumber(r.balance);
    if (amount === null) {
      unreadable += 1;
      continue;
    }
    out.push({ date: r.date, description: r.description, amount, balance });
  }
  return { rows: out, unreadable };
}

/**
 * Sorts a parse answer into the spec's three states (§4): parsed, mapping required (headers found but no usable
 * mapping), or an error.
 */
export function toOutcome(res: ParseResponse): FileOutcome {
  const warnings = res.warnings ?? [];
  if (res.ok) {
    const { rows, unreadable } = toPreviewRows(res.rows ?? []);
    const extra = unreadable > 0 ? [`${unreadable} row(s) with an unreadable amount were left out`] : [];
    return { kind: "ok", rows, warnings: [...warnings, ...extra], bank: res.bank, account: res.account };
  }
  const headers = res.detectedHeaders ?? [];
  if (headers.length > 0) {
    return { kind: "mapping", headers, error: res.error ?? "Please map the columns.", warnings };
  }
  return { kind: "error", error: res.error ?? "Failed to parse" };
}
