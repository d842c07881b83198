import { z } from "zod";
import {
  ACCOUNTS_NON_MONEY_KEYS,
  type Accounts,
  DRILL_DOWN_KEYS,
  type DrillDownKey,
  drillDown,
  explainLine,
  type VatSources,
  vatFigureNotes,
} from "../../../core/accounts";
import { categoryName } from "../../../core/categories";
import type { DrilldownRow, YearEndEffectJson } from "../../../core/contracts";
import { toPoundsJson, toPoundsNumber } from "../../../core/money";
import type { CompanyAccounts, CompanySettings } from "./accounts.service";

/** The figures of the VAT card (GET /api/reports/vat), each a line a person can open. */
export const VAT_LINES = {
  "vat:output": "outputVat",
  "vat:input": "inputVat",
  "vat:flat-rate": "flatRateVat",
  "vat:paid": "paidToHmrc",
} as const satisfies Record<string, keyof Accounts["vat"]["sources"]>;
export type VatLine = keyof typeof VAT_LINES;

/** Every line the drill-down opens: core's keys and the VAT card's figures. */
export type ReportLine = DrillDownKey | VatLine;
const REPORT_LINES: readonly ReportLine[] = [...DRILL_DOWN_KEYS, ...(Object.keys(VAT_LINES) as VatLine[])];

const isVatLine = (line: ReportLine): line is VatLine => line in VAT_LINES;

export const DrilldownQuery = z.object({
  line: z.enum(REPORT_LINES as [ReportLine, ...ReportLine[]], {
    error: () => "must be a report line, such as income:sales, expense:rent-rates, cash, directors-loan or vat:output",
  }),
});

/** The signed-in drill-down also takes `?period=` (a closed period's id or start date). */
export const PeriodDrilldownQuery = DrilldownQuery.extend({
  period: z.string().max(100).optional(),
});

function vatSources(accounts: Accounts, line: VatLine): VatSources {
  return accounts.vat.sources[VAT_LINES[line]];
}

function transactionIds(accounts: Accounts, line: ReportLine): string[] {
  return isVatLine(line) ? vatSources(accounts, line).transactionIds : drillDown(accounts, line);
}

/** The transactions behind one report line, in statement order; money in pounds, signed as the bank shows it. */
export function drilldownRows(ca: CompanyAccounts<CompanySettings>, line: ReportLine): DrilldownRow[] {
  if (!ca.accounts) return [];
  return rowsOf(ca, transactionIds(ca.accounts, line));
}

function rowsOf(ca: CompanyAccounts<CompanySettings>, lineIds: readonly string[]): DrilldownRow[] {
  const ids = new Set(lineIds);
  return ca.transactions
    .filter((t) => ids.has(t.id))
    .map((t) => ({
      id: t.id,
      date: t.date,
      description: t.description,
      amount: toPoundsNumber(t.amount),
      categoryId: t.storedCategoryId,
      category: categoryName(t.storedCategoryId),
      categoryConfidence: t.confidence ?? null,
      categoryReason: t.reason,
    }));
}

/** GET /api/reports/explain: a line's transactions, and the adjustments and opening items that move it. */
export interface LineExplanationJson {
  line: ReportLine;
  transactions: DrilldownRow[];
  effects: (YearEndEffectJson & { amount: number })[];
  notes: string[];
}

/** Everything behind a report line (core's explainLine; for a VAT figure, its sources and what VAT is in them). */
export function explainRows(ca: CompanyAccounts<CompanySettings>, line: ReportLine): LineExplanationJson {
  if (!ca.accounts) return { line, transactions: [], effects: [], notes: [] };
  const accounts = ca.accounts;
  if (isVatLine(line)) {
    const sources = vatSources(accounts, line);
    const ids = new Set([...sources.adjustmentIds, ...sources.openingItemIds]);
    const effects = accounts.yearEnd.effects
      .filter((e) => ids.has(e.id))
      .map((e) => ({ ...e, amount: e.lines.find((l) => l.line === "vat")?.amount ?? e.vat }));
    return {
      line,
      transactions: rowsOf(ca, sources.transactionIds),
      effects: toPoundsJson(effects, ACCOUNTS_NON_MONEY_KEYS) as LineExplanationJson["effects"],
      notes: vatFigureNotes(accounts.vat, VAT_LINES[line]),
    };
  }
  const explained = explainLine(accounts, line);
  return {
    line,
    transactions: rowsOf(ca, explained.transactionIds),
    effects: toPoundsJson(explained.effects, ACCOUNTS_NON_MONEY_KEYS) as LineExplanationJson["effects"],
    notes: explained.notes,
  };
}
