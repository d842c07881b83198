import { type AccountsTransaction, buildAccounts, type OpeningBalances } from "../../../core/accounts";
import type { CategoryId } from "../../../core/categories";
import { buildFilingPackData, type FilingPackData } from "../../../core/filing/pack";
import { fromPounds, fromPoundsNumber, type Pence } from "../../../core/money";

const gbp = (pounds: number): Pence => fromPoundsNumber(pounds)!;

export const SAMPLE_PERIOD = { start: "2025-04-01", end: "2026-03-31" };

/** A trading year with every kind of line: sales, costs, equipment, a director's loan overdrawn, tax, dividends. */
export function sampleTransactions(): AccountsTransaction[] {
  let n = 0;
  const tx = (date: string, pounds: number, categoryId: CategoryId | null): AccountsTransaction => ({
    id: `t${++n}`,
    date,
    amount: gbp(pounds),
    categoryId,
    stage: "rule",
    confidence: 0.95,
  });
  return [
    tx("2025-04-10", 24_000.4, "sales"),
    tx("2025-05-01", 18_500, "sales"),
    tx("2025-05-15", 75.35, "interest-received"),
    tx("2025-06-01", -4_200.5, "cost-of-sales"),
    tx("2025-06-15", -6_000, "salaries"),
    tx("2025-07-01", -2_400, "rent-rates"),
    tx("2025-07-15", -350.2, "entertainment"),
    tx("2025-08-01", -99.99, "software-it"),
    tx("2025-09-01", -800, "corporation-tax"),
    tx("2025-10-01", -3_600, "equipment"),
    tx("2025-11-01", -1_500, "directors-loan"),
    tx("2025-12-01", 400, "directors-loan"),
    tx("2026-01-10", -5_000, "dividends"),
    tx("2026-01-15", -1_250.6, "vat"),
    tx("2026-02-15", 120, null),
  ];
}

export function sampleOpeningBalances(): Partial<OpeningBalances> {
  return {
    fixedAssets: fromPounds(1_200),
    cash: fromPounds(6_400),
    creditorsWithinOneYear: fromPounds(1_300),
    corporationTax: fromPounds(800),
    directorsLoan: fromPounds(500),
    calledUpShareCapital: fromPounds(100),
    profitLossAccount: fromPounds(6_200),
  };
}

export interface SampleOptions {
  transactions?: AccountsTransaction[];
  openingBalances?: Partial<OpeningBalances> | null;
  name?: string;
  registrationNumber?: string | null;
  directorName?: string;
  approvalDate?: string;
}

/** Filing pack data built straight from core, as the renderers' tests and the benchmark use it. */
export function samplePackData(options: SampleOptions = {}): FilingPackData {
  const openingBalances = options.openingBalances === undefined ? sampleOpeningBalances() : options.openingBalances;
  const accounts = buildAccounts({
    transactions: options.transactions ?? sampleTransactions(),
    period: SAMPLE_PERIOD,
    openingBalances,
  });
  return buildFilingPackData({
    company: {
      name: options.name ?? "Acme Widgets Ltd",
      registrationNumber: options.registrationNumber === undefined ? "01234567" : options.registrationNumber,
      averageEmployees: 2,
    },
    accounts,
    openingBalances,
    approval: { directorName: options.directorName ?? "Ada Lovelace", date: options.approvalDate ?? "2026-06-30" },
    today: "2026-06-30",
  });
}
