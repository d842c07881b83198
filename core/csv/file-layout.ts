import { applyLayout, type Layout } from "./bank-layouts";
import { type ColumnPlan, findHeader as findColumn, planFromHeaders } from "./column-plan";
import { findHeader, findHeaderByNames, headerCells, looksLikeDataRow } from "./header-detect";
import { normaliseHeader } from "./header-names";
import { columnName, planFromContent } from "./headerless";
import type { CsvRecord } from "./tokenize";
import type { HeaderMap } from "./types";

/**
 * The file's layout: where the header is (or that there is none), where data starts, which column holds what, and
 * which bank's export it is. Detected automatically, or built from a person's mapping on top of detection.
 */
/** Where the data starts and what its columns are called. */
export interface FileLayout {
  headers: string[];
  headerIndex: number; // -1 without a header row
  dataStart: number;
  plan: ColumnPlan;
  layout: Layout;
  layoutKey: string;
}

function headerLayout(index: number, headers: string[], delimiter: string): FileLayout {
  const plan = planFromHeaders(headers);
  const layout = applyLayout(headers, delimiter, plan);
  const layoutKey = headers.map(normaliseHeader).join("|");
  return { headers, headerIndex: index, dataStart: index + 1, plan, layout, layoutKey };
}

function headerlessLayout(records: readonly CsvRecord[], firstData: number): FileLayout {
  const { plan, width } = planFromContent(records, firstData);
  const headers = Array.from({ length: width }, (_, i) => columnName(i));
  const hsbc =
    width === 3 && plan.date === 0 && plan.description[0] === 1 && plan.amount === 2 && plan.balance === null;
  const layout: Layout = { bank: hsbc ? "HSBC (no header)" : null, cardIssuer: false };
  return { headers, headerIndex: -1, dataStart: firstData, plan, layout, layoutKey: `(no header)|${width}` };
}

export function autoLayout(records: readonly CsvRecord[], delimiter: string): FileLayout | null {
  const found = findHeader(records);
  if (found.kind === "header") return headerLayout(found.index, found.headers, delimiter);
  if (found.kind === "none") return headerlessLayout(records, found.firstData);
  return null;
}

const isColumnName = (name: string) => /^column \d+$/i.test(name.trim());

/** The header row holding every mapped name, or the header-less layout when the names are "Column N". */
function mappedBase(records: readonly CsvRecord[], delimiter: string, names: string[]): FileLayout | null {
  const auto = autoLayout(records, delimiter);
  const index = findHeaderByNames(records, names);
  const columnNames = names.every(isColumnName);
  if (index !== -1 && !(columnNames && auto?.headerIndex === -1)) {
    return headerLayout(index, headerCells(records[index]!.cells), delimiter);
  }
  if (!columnNames) return null;
  const firstData = auto?.headerIndex === -1 ? auto.dataStart : records.findIndex((r) => looksLikeDataRow(r.cells));
  const base = headerlessLayout(records, Math.max(0, firstData));
  const widest = Math.max(...names.map((n) => Number(/\d+/.exec(n)?.[0] ?? 0)));
  if (widest > base.headers.length) base.headers = Array.from({ length: widest }, (_, i) => columnName(i));
  return base;
}

const same = (a: string | undefined, b: string | undefined) => normaliseHeader(a ?? "") === normaliseHeader(b ?? "");

/**
 * Applies a person's mapping on top of detection; names refer to detectedHeaders ("Column N" without a header).
 * Where the mapping names what detection chose (as when the page sends back the mapping it was given), the
 * detected extras stay: a joined description, a date fallback, Revolut's fee, Wise's direction-signed amounts.
 */
export function mappedLayout(records: readonly CsvRecord[], delimiter: string, map: HeaderMap): FileLayout | string {
  const names = Object.values(map).filter((v): v is string => typeof v === "string" && v.trim() !== "");
  const base = mappedBase(records, delimiter, names);
  if (!base) {
    const headers = autoLayout(records, delimiter)?.headers ?? [];
    const missing = names.find((n) => findColumn(headers, n) === null) ?? names[0] ?? "";
    return `Column "${missing}" was not found in the file.`;
  }
  const detected = mappingOf(base.headers, base.plan);
  const at = (name: string | undefined) => (name?.trim() ? findColumn(base.headers, name) : null);
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
  return base;
}

export function mappingOf(headers: readonly string[], plan: ColumnPlan): HeaderMap {
  const name = (i: number | null | undefined) => (i === null || i === undefined ? undefined : headers[i]);
  const map: HeaderMap = {};
  const set = (key: keyof HeaderMap, i: number | null | undefined) => {
    const n = name(i);
    if (n !== undefined) map[key] = n;
  };
  set("date", plan.date);
  set("description", plan.description[0]);
  if (plan.wiseHistory) set("amount", plan.wiseHistory.source);
  set("amount", plan.amount);
  set("debit", plan.debit);
  set("credit", plan.credit);
  set("balance", plan.balance);
  return map;
}

export function usable(plan: ColumnPlan): boolean {
  const money = plan.amount !== null || (plan.debit !== null && plan.credit !== null) || plan.wiseHistory !== null;
  return plan.date !== null && plan.description.length > 0 && money;
}
