import type { Accounts, BalanceSheetLine } from "../../../core/accounts";
import { CATEGORIES, type CategoryId } from "../../../core/categories";
import type { Pence } from "../../../core/money";
import { FINANCIAL_YEAR_HEADERS, financialYearRows, profitToTaxableRows, taxTotalRows } from "./tax-computation-rows";
import type { Cell } from "./workbook";

/** A saved transaction as the full export lists it (spec part 1 §3 fields plus the deciding stage and account). */
export interface ExportTransactionRow {
  date: string;
  description: string;
  amount: Pence;
  balance: Pence | null;
  categoryId: string | null;
  category: string | null;
  confidence: number | null;
  reason: string | null;
  stage: string | null;
  bankAccount: string | null;
}

const KIND_LABELS: Record<string, string> = {
  income: "Income",
  expense: "Expense",
  "fixed-asset": "Fixed asset",
  liability: "Liability",
  equity: "Equity",
  none: "Excluded",
};

/** Every category with how many saved transactions use it and their total (money in positive). */
export function categoryRows(transactions: readonly ExportTransactionRow[]): Cell[][] {
  const totals = new Map<string, { count: number; total: number }>();
  for (const t of transactions) {
    const key = t.categoryId ?? "";
    const entry = totals.get(key) ?? { count: 0, total: 0 };
    entry.count += 1;
    entry.total += t.amount;
    totals.set(key, entry);
  }
  const row = (name: string, kind: string, line: string, id: CategoryId | ""): Cell[] => {
    const entry = totals.get(id) ?? { count: 0, total: 0 };
    return [name, kind, line, { number: entry.count }, { pence: entry.total }];
  };
  return [
    ...CATEGORIES.map((c) => row(c.name, KIND_LABELS[c.kind] ?? c.kind, c.line, c.id)),
    row("Uncategorized", "Suspense", "Other current assets or creditors", ""),
  ];
}

/** The spec's report (categories, totals, net profit) and then the statutory lines A–H, in pounds and pence. */
export function profitAndLossRows(accounts: Accounts): Cell[][] {
  const pl = accounts.profitAndLoss;
  const section = (title: string, s: typeof pl.income): Cell[][] => [
    [{ bold: title }],
    ...s.categories.map((c): Cell[] => [c.categoryName, { number: c.transactionCount }, { pence: c.amount }]),
    [{ bold: `Total ${title.toLowerCase()}` }, null, { pence: s.total, bold: true }],
    [],
  ];
  const m = pl.micro;
  return [
    ...section("Income", pl.income),
    ...section("Expenses", pl.expenses),
    [{ bold: "Net Profit/(Loss)" }, null, { pence: pl.netProfit, bold: true }],
    ["Uncategorised transactions (not in profit)", { number: pl.uncategorizedCount }],
    [],
    [{ bold: "Statutory format (SI 2008/409 Sch 1 Section C)" }],
    ["A Turnover", null, { pence: m.turnover }],
    ["B Other income", null, { pence: m.otherIncome }],
    ["C Cost of raw materials and consumables", null, { pence: -m.costOfRawMaterialsAndConsumables }],
    ["D Staff costs", null, { pence: -m.staffCosts }],
    ["E Depreciation and other amounts written off assets", null, { pence: -m.depreciationAndOtherAmountsWrittenOff }],
    ["F Other charges", null, { pence: -m.otherCharges }],
    [{ bold: "Profit or loss before tax" }, null, { pence: m.profitBeforeTax, bold: true }],
    ["G Tax", null, { pence: -m.tax }],
    [{ bold: "H Profit or loss" }, null, { pence: m.profitAfterTax, bold: true }],
  ];
}

const lines = (list: readonly BalanceSheetLine[]): Cell[][] =>
  list.map((l): Cell[] => [`   ${l.label}`, { pence: l.amount }]);

/** The micro-entity balance sheet with the lines behind each item, in pounds and pence. */
export function balanceSheetRows(accounts: Accounts): Cell[][] {
  const bs = accounts.balanceSheet;
  const m = bs.micro;
  const k = m.capitalAndReserves;
  const total = (label: string, p: Pence): Cell[] => [{ bold: label }, { pence: p, bold: true }];
  return [
    ["A Called up share capital not paid", { pence: m.calledUpShareCapitalNotPaid }],
    total("B Fixed assets", m.fixedAssets.total),
    ["   Brought forward", { pence: m.fixedAssets.opening }],
    ["   Additions", { pence: m.fixedAssets.additions }],
    ...(m.fixedAssets.disposals ? [["   Disposals", { pence: -m.fixedAssets.disposals }] as Cell[]] : []),
    ["   Depreciation", { pence: -m.fixedAssets.depreciation }],
    total("C Current assets", m.currentAssets.total),
    ["   Stocks", { pence: m.currentAssets.stocks }],
    ...lines(m.currentAssets.debtors.lines),
    ["   Cash at bank", { pence: m.currentAssets.cashAtBank }],
    ...lines(m.currentAssets.other.lines),
    ["D Prepayments and accrued income", { pence: m.prepaymentsAndAccruedIncome }],
    total("E Creditors: amounts falling due within one year", m.creditorsWithinOneYear.total),
    ...lines(m.creditorsWithinOneYear.lines),
    total("F Net current assets (liabilities)", m.netCurrentAssets),
    total("G Total assets less current liabilities", m.totalAssetsLessCurrentLiabilities),
    ["H Creditors: amounts falling due after more than one year", { pence: m.creditorsAfterOneYear }],
    ["I Provisions for liabilities", { pence: m.provisions }],
    ["J Accruals and deferred income", { pence: m.accrualsAndDeferredIncome }],
    total("Net assets (liabilities)", m.netAssets),
    [],
    ["Called up share capital", { pence: k.calledUpShareCapital.total }],
    ["Profit and loss account", { pence: k.profitAndLossAccount.total }],
    ["   Brought forward", { pence: k.profitAndLossAccount.opening }],
    ["   Profit after tax", { pence: k.profitAndLossAccount.profitAfterTax }],
    ["   Dividends", { pence: -k.profitAndLossAccount.dividends }],
    ["   Director's loan written off (a distribution)", { pence: -k.profitAndLossAccount.loansWrittenOff }],
    ["Opening balances difference", { pence: k.openingBalancesDifference }],
    total("K Capital and reserves", k.total),
    [],
    ["Balance sheet total (gross assets, CA 2006 s384A(6))", { pence: m.balanceSheetTotal }],
    ...bs.explanations.map((e): Cell[] => [e]),
  ];
}

export function corporationTaxRows(accounts: Accounts): Cell[][] {
  const out: Cell[][] = [];
  for (const c of accounts.corporationTax ?? []) {
    out.push(
      ...profitToTaxableRows(c),
      [],
      FINANCIAL_YEAR_HEADERS.map((h): Cell => ({ bold: h })),
    );
    out.push(...financialYearRows(c), [], ...taxTotalRows(c), []);
  }
  if (out.length === 0) out.push(["The corporation tax charge was given, not computed."]);
  return out;
}
