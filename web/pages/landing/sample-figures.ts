import { type Pence, pence, sum } from "../../../core/money";

/** Invented figures for the landing page's sample Profit & Loss. Totals are computed, never typed in. */
export interface SampleLine {
  label: string;
  amount: Pence;
}

export const SAMPLE_COMPANY = "Example Consulting Ltd";
export const SAMPLE_PERIOD = "Year ended 31 March 2026";

export const SAMPLE_INCOME: readonly SampleLine[] = [
  { label: "Turnover", amount: pence(4_825_000) },
  { label: "Other income", amount: pence(12_000) },
];

export const SAMPLE_EXPENSES: readonly SampleLine[] = [
  { label: "Raw materials and consumables", amount: pence(643_000) },
  { label: "Staff costs", amount: pence(1_257_000) },
  { label: "Other charges", amount: pence(781_540) },
];

export const sampleTotal = (lines: readonly SampleLine[]): Pence => sum(lines.map((line) => line.amount));

export const SAMPLE_PROFIT = pence(sampleTotal(SAMPLE_INCOME) - sampleTotal(SAMPLE_EXPENSES));
