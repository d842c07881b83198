import { applyLayout, type Layout } from "./bank-layouts";
import { type ColumnPlan, columnPosition, findHeader as findColumn, planFromHeaders } from "./column-plan";
import { findFlag } from "./flags";
import { findHeader, findHeaderByNames, headerCells, looksLikeDataRow } from "./header-detect";
import { normaliseHeader } from "./header-names";
import { columnName, planFromContent } from "./headerless";
import { mappingOf } from "./mapping-of";
import { conventionSample } from "./row-amount";
import { withoutSplitRows } from "./split-amounts";
import { type CsvRecord, trimmedWidth } from "./tokenize";
import { COLUMN_ROLES, type HeaderMap } from "./types";

/**
 * The file's layout: where the header is (or that there is none), where data starts, which column holds what, and
 * which bank's export it is. Detected automatically, or built from a person's mapping on top of detection.
 */
export interface FileLayout {
  /** Header cells, with "Column N" for a column that has none (all of them in a header-less file). */
  headers: string[];
  headerIndex: number; // -1 without a header row
  dataStart: number;
  plan: ColumnPlan;
  layout: Layout;
  layoutKey: string;
  /** What detection had to guess, for the warnings. */
  notes: string[];
}

/** Header cells with a name for every column that holds data: an empty or missing header cell is "Column N". */
function namedHeaders(raw: readonly string[], sample: readonly CsvRecord[]): string[] {
  const width = Math.max(raw.length, ...sample.map((r) => trimmedWidth(r.cells)));
  return Array.from({ length: width }, (_, i) => (raw[i] ? raw[i]! : columnName(i)));
}

function headerLayout(records: readonly CsvRecord[], index: number, raw: string[], delimiter: string): FileLayout {
  const plan = planFromHeaders(raw);
  const layout = applyLayout(raw, delimiter, plan);
  const sample = conventionSample(records.slice(index + 1));
  plan.flag = findFlag(sample, plan);
  const layoutKey = raw.map(normaliseHeader).join("|");
  const headers = namedHeaders(raw, delimiter === "," ? withoutSplitRows(sample, raw.length, plan) : sample);
  return { headers, headerIndex: index, dataStart: index + 1, plan, layout, layoutKey, notes: [] };
}

function headerlessLayout(records: readonly CsvRecord[], firstData: number): FileLayout {
  const { plan, width, notes } = planFromContent(records, firstData);
  plan.flag = findFlag(conventionSample(records.slice(firstData)), plan);
  const headers = Array.from({ length: width }, (_, i) => columnName(i));
  const hsbc =
    width === 3 && plan.date === 0 && plan.description[0] === 1 && plan.amount === 2 && plan.balance === null;
  const layout: Layout = { bank: hsbc ? "HSBC (no header)" : null, cardIssuer: false };
  const layoutKey = `(no header)|${width}`;
  return { headers, headerIndex: -1, dataStart: firstData, plan, layout, layoutKey, notes };
}

export function autoLayout(records: readonly CsvRecord[], delimiter: string): FileLayout | null {
  const found = findHeader(records);
  if (found.kind === "header") return headerLayout(records, found.index, found.headers, delimiter);
  if (found.kind === "none") return headerlessLayout(records, found.firstData);
  return null;
}

/** The column names a mapping gives (the readings left out). */
export function mappedNames(map: HeaderMap): string[] {
  return COLUMN_ROLES.map((role) => map[role]).filter((v): v is string => typeof v === "string" && v.trim() !== "");
}

/**
 * The header row holding every mapped name ("Column N" names a column by its position). When every name is
 * "Column N", the file's own layout: its header row if it has one, else the header-less reading.
 */
function mappedBase(records: readonly CsvRecord[], delimiter: string, names: string[]): FileLayout | null {
  const named = names.filter((n) => columnPosition(n) === null);
  if (named.length > 0) {
    const index = findHeaderByNames(records, named);
    return index === -1 ? null : headerLayout(records, index, headerCells(records[index]!.cells), delimiter);
  }
  const auto = autoLayout(records, delimiter);
  if (auto && auto.headerIndex !== -1) return auto;
  const base =
    auto ??
    headerlessLayout(
      records,
      Math.max(
        0,
        records.findIndex((r) => looksLikeDataRow(r.cells)),
      ),
    );
  const widest = Math.max(...names.map((n) => (columnPosition(n) ?? 0) + 1));
  if (widest > base.headers.length) base.headers = Array.from({ length: widest }, (_, i) => columnName(i));
  return base;
}

/**
 * Applies a person's mapping on top of detection; names refer to detectedHeaders ("Column N" without a header).
 * Where the mapping names what detection chose (as when the page sends back the mapping it was given), the
 * detected extras stay: a joined description, a date fallback, Revolut's fee, Wise's direction-signed amounts.
 */
export function mappedLayout(records: readonly CsvRecord[], delimiter: string, map: HeaderMap): FileLayout | string {
  const names = mappedNames(map);
  const base = mappedBase(records, delimiter, names);
  if (!base) {
    const headers = autoLayout(records, delimiter)?.headers ?? [];
    const missing = names.find((n) => findColumn(headers, n) === null) ?? names[0] ?? "";
    return `Column "${missing}" was not found in the file.`;
  }
  const detected = mappingOf(base.headers, base.plan);
  const at = (name: string | undefined) => (name?.trim() ? findColumn(base.headers, name) : null);
  const same = (a: string | undefined, b: string | undefined) => at(a) === at(b);
  const plan = base.plan;
  if (!same(map.date, detected.date)) plan.dateFallback = null;
  plan.date = at(map.date);
  if (!same(map.description, detected.description)) {
    const description = at(map.description);
    plan.description = description === null ? [] : [description];
  }
  const sameMoney =
    same(map.amount, detected.amount) && same(map.debit, detected.debit) && same(map.credit, detected.credit);
  if (!sameMoney) {
    plan.fee = null;
    plan.wiseHistory = null;
  }
  plan.amount = at(map.amount);
  plan.debit = plan.amount === null ? at(map.debit) : null;
  plan.credit = plan.amount === null ? at(map.credit) : null;
  plan.balance = at(map.balance);
  if (typeof map.flag === "string") plan.flag = plan.amount === null ? null : at(map.flag);
  else if (!sameMoney) plan.flag = findFlag(conventionSample(records.slice(base.dataStart)), { ...plan, flag: null });
  return { ...base, notes: [] };
}

export function usable(plan: ColumnPlan): boolean {
  const money = plan.amount !== null || (plan.debit !== null && plan.credit !== null) || plan.wiseHistory !== null;
  return plan.date !== null && plan.description.length > 0 && money;
}
