import { readAmount } from "./amounts";
import { looksLikeDate } from "./dates";
import { classifyHeader, normaliseHeader } from "./header-names";
import { type CsvRecord, isBlankRecord } from "./tokenize";

/** Headers sit within the first lines; titles, account lines and opening balances may come first. */
const HEADER_SCAN = 30;
const DATA_SCAN = 60;

export type HeaderFinding =
  /** `index` is the header record; `known` says whether its words were recognised. */
  | { kind: "header"; index: number; headers: string[]; known: boolean }
  /** No header row: data starts at record `firstData`. */
  | { kind: "none"; firstData: number }
  | { kind: "nothing" };

/** Header cells as found: trimmed, with trailing empty cells removed (Lloyds ends its header with a comma). */
export function headerCells(cells: readonly string[]): string[] {
  const out = cells.map((c) => c.replace(/^\uFEFF/, "").trim());
  while (out.length > 0 && out[out.length - 1] === "") out.pop();
  return out;
}

const isMoney = (cell: string) => cell.trim() !== "" && readAmount(cell.trim(), false) !== null;

/** A row with a date in one cell and an amount in another looks like a transaction. */
export function looksLikeDataRow(cells: readonly string[]): boolean {
  const dateAt = cells.findIndex((c) => looksLikeDate(c));
  return dateAt !== -1 && cells.some((c, i) => i !== dateAt && isMoney(c));
}

/** A header must name a date column and at least one other known role, and hold no dates itself. */
function knownHeaderScore(cells: readonly string[]): number {
  if (cells.some((c) => looksLikeDate(c))) return 0;
  const roles = cells.map((c) => classifyHeader(normaliseHeader(c)).role);
  if (!roles.includes("date")) return 0;
  const known = roles.filter((r) => r !== "unknown").length;
  return known >= 2 ? known : 0;
}

/** Text-only cells: what an unrecognised header row looks like. */
function isTextOnly(cells: readonly string[]): boolean {
  const filled = cells.filter((c) => c.trim() !== "");
  return filled.length >= 2 && filled.every((c) => !looksLikeDate(c) && !isMoney(c));
}

export function findHeader(records: readonly CsvRecord[]): HeaderFinding {
  let bestIndex = -1;
  let bestScore = 0;
  for (let i = 0; i < Math.min(records.length, HEADER_SCAN); i++) {
    const score = knownHeaderScore(records[i]!.cells);
    if (score > bestScore) [bestIndex, bestScore] = [i, score];
  }
  if (bestIndex !== -1) {
    return { kind: "header", index: bestIndex, headers: headerCells(records[bestIndex]!.cells), known: true };
  }
  const firstData = records.findIndex((r, i) => i < DATA_SCAN && looksLikeDataRow(r.cells));
  // Words we do not know, right above the first transaction, are still a header: the person maps them.
  const before =
    firstData === -1 ? records.findIndex((r) => !isBlankRecord(r.cells)) : lastNonBlankBefore(records, firstData);
  if (before !== -1 && before < HEADER_SCAN && isTextOnly(records[before]!.cells)) {
    return { kind: "header", index: before, headers: headerCells(records[before]!.cells), known: false };
  }
  if (firstData !== -1) return { kind: "none", firstData };
  return { kind: "nothing" };
}

function lastNonBlankBefore(records: readonly CsvRecord[], index: number): number {
  for (let i = index - 1; i >= 0; i--) if (!isBlankRecord(records[i]!.cells)) return i;
  return -1;
}

/** With a manual mapping, the header is the first early row that holds every mapped name. */
export function findHeaderByNames(records: readonly CsvRecord[], names: readonly string[]): number {
  const wanted = names.map(normaliseHeader);
  for (let i = 0; i < Math.min(records.length, HEADER_SCAN); i++) {
    const have = new Set(records[i]!.cells.map(normaliseHeader));
    if (wanted.every((w) => have.has(w))) return i;
  }
  return -1;
}
