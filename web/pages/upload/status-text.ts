/** The sentence the page's polite live region reads out as the upload moves along (errors use role="alert"). */
export function statusText(s: {
  parsingCount: number;
  mappingNeeded: boolean;
  rowCount: number;
  saving: boolean;
  saved: boolean;
}): string {
  if (s.saved) return "Import successful. Opening your transactions.";
  if (s.saving) return "Saving transactions…";
  if (s.parsingCount > 0) return `Reading ${s.parsingCount} file(s)…`;
  if (s.mappingNeeded) return "Column mapping required.";
  if (s.rowCount > 0) return `${s.rowCount} transaction(s) ready to review.`;
  return "";
}
