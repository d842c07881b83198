import type { CategoryId } from "../../../categories";
import { fromDecimalString, type Pence } from "../../../money";
import type { VatRate } from "../../../vat";
import type { CompanyFacts } from "../../company-facts";

/**
 * One line of a company's payment schedule: [true category, true VAT rate, signed amount in pounds, the narrative
 * as the company's bank prints it, the months it recurs in].
 *
 * Months: "*" every month, "q" March, June, September and December, or a list ("1,7"). The narrative may hold
 * {DD} (the day), {MON} (JAN…), {MM} (01…), {R4} and {R6} (a reference that differs each month). An amount ending
 * in "~" varies by up to ±15 % month to month.
 */
export type ScheduleLine = readonly [CategoryId, VatRate, string, string, string];

export interface HeldOutCompany {
  name: string;
  trade: string;
  bank: string;
  facts: CompanyFacts;
  /** The year the statement covers, January to December. */
  year: number;
  schedule: readonly ScheduleLine[];
}

export interface HeldOutLine {
  company: string;
  date: string;
  description: string;
  amount: Pence;
  categoryId: CategoryId;
  vatRate: VatRate;
}

const MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"];

function monthsOf(spec: string): number[] {
  if (spec === "*") return [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
  if (spec === "q") return [3, 6, 9, 12];
  return spec.split(",").map(Number);
}

/** A fixed pseudo-random number from a line's position and month (no randomness in core). */
function mix(a: number, b: number, c: number): number {
  let h = (a * 2_654_435_761) ^ (b * 40_503) ^ (c * 97);
  h = Math.imul(h ^ (h >>> 15), 2_246_822_507);
  h = Math.imul(h ^ (h >>> 13), 3_266_489_909);
  return (h ^ (h >>> 16)) >>> 0;
}

const pad = (n: number, width: number) => String(n).padStart(width, "0");

function amountFor(spec: string, seed: number): Pence {
  const varies = spec.endsWith("~");
  const base = fromDecimalString(varies ? spec.slice(0, -1) : spec);
  if (base === null) throw new Error(`bad held-out amount: ${spec}`);
  if (!varies) return base;
  const factor = 0.85 + (seed % 3001) / 10_000;
  return Math.round(base * factor) as Pence;
}

function narrative(template: string, month: number, day: number, seed: number): string {
  return template
    .replaceAll("{DD}", pad(day, 2))
    .replaceAll("{MON}", MONTHS[month - 1]!)
    .replaceAll("{MM}", pad(month, 2))
    .replaceAll("{R4}", pad(seed % 10_000, 4))
    .replaceAll("{R6}", pad(seed % 1_000_000, 6));
}

/** The company's twelve months of bank lines, in date order. */
export function expandCompany(company: HeldOutCompany): HeldOutLine[] {
  const lines: HeldOutLine[] = [];
  company.schedule.forEach(([categoryId, vatRate, amount, template, months], i) => {
    for (const month of monthsOf(months)) {
      const seed = mix(i + 1, month, company.name.length);
      const day = 1 + (mix(i + 7, month, 3) % 28);
      lines.push({
        company: company.name,
        date: `${company.year}-${pad(month, 2)}-${pad(day, 2)}`,
        description: narrative(template, month, day, seed),
        amount: amountFor(amount, seed),
        categoryId,
        vatRate,
      });
    }
  });
  return lines.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
