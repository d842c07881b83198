import { isDrillableSheetLine } from "../../../../core/accounts";
import type { BalanceSheetReport } from "../../../../core/contracts";

export interface SheetRow {
  label: string;
  /** Pounds, as the balance sheet shows it (liabilities positive). */
  amount: number;
  drillKey?: string;
  total?: boolean;
}

export interface SheetSection {
  title: string;
  /** The section is one line saying its own title. */
  titleHidden?: boolean;
  rows: SheetRow[];
}

type Line = { key: string; label: string; amount: number };

const lineRow = (line: Line): SheetRow => ({
  label: line.label,
  amount: line.amount,
  drillKey: isDrillableSheetLine(line.key) ? line.key : undefined,
});

/** A row that shows only when its figure is not zero (the micro-entity lines beyond the spec's simplified view). */
const ifNonZero = (row: SheetRow): SheetRow[] => (row.amount !== 0 ? [row] : []);

function assets(r: BalanceSheetReport): SheetSection {
  const m = r.micro;
  const rows: SheetRow[] = m
    ? [
        // Item A: shares issued that the shareholders have not yet paid for (CA 2006 s547).
        ...ifNonZero({ label: "Called up share capital not paid", amount: m.calledUpShareCapitalNotPaid }),
        ...ifNonZero({ label: "Fixed assets", amount: m.fixedAssets.total, drillKey: "fixed-assets" }),
        ...ifNonZero({ label: "Stocks", amount: m.currentAssets.stocks, drillKey: "stocks" }),
        ...m.currentAssets.debtors.lines.map(lineRow),
        { label: "Cash at Bank", amount: r.assets.cash, drillKey: "cash" },
        ...m.currentAssets.other.lines.map(lineRow),
        ...ifNonZero({
          label: "Prepayments and accrued income",
          amount: m.prepaymentsAndAccruedIncome,
          drillKey: "prepayments",
        }),
      ]
    : [{ label: "Cash at Bank", amount: r.assets.cash }];
  return { title: "Assets", rows: [...rows, { label: "Total Assets", amount: r.assets.total, total: true }] };
}

function liabilities(r: BalanceSheetReport): SheetSection {
  const m = r.micro;
  const rows: SheetRow[] = [
    { label: "Directors Loan", amount: r.liabilities.directorsLoan, drillKey: "directors-loan" },
  ];
  if (m) {
    rows.push(
      ...m.creditorsWithinOneYear.lines.filter((l) => l.key !== "directors-loan").map(lineRow),
      ...ifNonZero({ label: "Creditors due after more than one year", amount: m.creditorsAfterOneYear }),
      ...ifNonZero({ label: "Provisions for liabilities", amount: m.provisions }),
      ...ifNonZero({
        label: "Accruals and deferred income",
        amount: m.accrualsAndDeferredIncome,
        drillKey: "accruals",
      }),
    );
  }
  rows.push({ label: "Total Liabilities", amount: r.liabilities.total, total: true });
  return { title: "Liabilities", rows };
}

function equity(r: BalanceSheetReport): SheetSection {
  const e = r.equity;
  return {
    title: "Equity",
    rows: [
      ...ifNonZero({ label: "Called up share capital", amount: e.calledUpShareCapital, drillKey: "share-capital" }),
      { label: "Retained Earnings", amount: e.retainedEarnings, drillKey: "profit-and-loss-account" },
      ...ifNonZero({ label: "Opening balances difference", amount: e.openingBalancesDifference }),
      { label: "Total Equity", amount: e.total, total: true },
    ],
  };
}

/**
 * The spec's simplified balance sheet (Cash at Bank, Total Assets, Directors Loan, Total Liabilities, Net Assets,
 * Retained Earnings, Total Equity) with every other micro-entity line that is not zero, so the totals visibly add up.
 */
export function balanceSheetSections(r: BalanceSheetReport): SheetSection[] {
  return [
    assets(r),
    liabilities(r),
    { title: "Net Assets", titleHidden: true, rows: [{ label: "Net Assets", amount: r.netAssets, total: true }] },
    equity(r),
  ];
}
