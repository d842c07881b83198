/** Description text: NatWest's leading apostrophe text marker goes, and runs of spaces, TABs and line breaks
 * (Barclays memos, Lloyds' fixed-width padding, Amex multi-line fields) become one space. */
export function cleanText(cell: string): string {
  const s = cell.charCodeAt(0) === 39 ? cell.slice(1) : cell;
  return needsCollapse(s) ? s.replace(/\s+/g, " ").trim() : s.trim();
}

/** Double spaces, TABs, line breaks or no-break spaces: checked by character, as this runs once per row. */
function needsCollapse(s: string): boolean {
  let previousSpace = false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 32) {
      if (previousSpace) return true;
      previousSpace = true;
    } else {
      if (c === 9 || c === 10 || c === 13 || c === 0xa0) return true;
      previousSpace = false;
    }
  }
  return false;
}

/**
 * Joins the text columns of a row, skipping empty parts and parts already said: "ACME LTD" + "acme ltd" gives
 * "ACME LTD"; a part that contains everything so far replaces it ("ACME" + "ACME LTD INV 4" → "ACME LTD INV 4").
 * A bare "Card" memo is left out unless nothing else is said.
 */
export function joinText(cells: readonly string[], columns: readonly number[]): string {
  if (columns.length === 1) return cleanText(cells[columns[0]!] ?? "");
  let joined = "";
  let memo = "";
  for (const c of columns) {
    const part = cleanText(cells[c] ?? "");
    if (part === "") continue;
    if (isMemo(part)) {
      memo ||= part;
      continue;
    }
    const lowerJoined = joined.toLowerCase();
    const lowerPart = part.toLowerCase();
    if (lowerJoined.includes(lowerPart)) continue;
    joined = joined !== "" && !lowerPart.includes(lowerJoined) ? `${joined} ${part}` : part;
  }
  return joined || memo;
}

/** A part that only names how the payment was made: Santander's card export types every purchase "Card". */
function isMemo(part: string): boolean {
  return part.length === 4 && part.toLowerCase() === "card";
}

/** A short quotation of a row for a warning: its non-empty cells, cut to 80 characters. */
export function quoteRow(cells: readonly string[]): string {
  const text = cells
    .map(cleanText)
    .filter((c) => c !== "")
    .join(" ");
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

export function quoteCell(cell: string): string {
  const text = cleanText(cell);
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}
