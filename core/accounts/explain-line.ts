import { getCategory } from "../categories";
import { formatGBP } from "../money";
import type { Accounts } from "./build-accounts";
import { type DrillDownKey, drillDown, MICRO_LINES } from "./drill-down";
import type { VatSummary } from "./vat-summary";
import type { LineEffect, YearEndEffect } from "./year-end-effects";

/** Everything behind a report line: its bank lines, and the adjustments and opening items that move it. */
export interface LineExplanation {
  key: DrillDownKey;
  transactionIds: string[];
  /** Each with its effect on this line (`amount`) and a sentence saying what it does everywhere. */
  effects: (YearEndEffect & { amount: LineEffect["amount"] })[];
  /** Sentences for parts that are neither: VAT taken out of a category line. */
  notes: string[];
}

/** Whether an effect on `line` moves the report line `key` (a category line also moves its section and A–F). */
function moves(line: DrillDownKey, key: DrillDownKey): boolean {
  if (line === key) return true;
  const [prefix, id] = line.split(":");
  if ((prefix !== "income" && prefix !== "expense") || !id) return false;
  if (key === "profit-and-loss-account") return true;
  if (key === "income" || key === "expenses") return (key === "income") === (prefix === "income");
  const micro = MICRO_LINES[key];
  return micro !== undefined && getCategory(id)?.line === micro;
}

function vatNote(accounts: Accounts, key: DrillDownKey): string[] {
  const [prefix, id] = key.split(":");
  if ((prefix !== "income" && prefix !== "expense") || !id) return [];
  const b = accounts.categoryBreakdown.find((c) => c.categoryId === id);
  if (!b || b.vat === 0) return [];
  const how = accounts.vat.scheme === "flat-rate" ? "flat-rate VAT on it" : "VAT taken out of its bank lines";
  return [`${formatGBP(b.vat)} of ${how} is not part of this line.`];
}

/** The bank lines, adjustments and opening items behind a report line, for the drill-down. */
export function explainLine(accounts: Accounts, key: DrillDownKey): LineExplanation {
  const effects = accounts.yearEnd.effects.flatMap((e) => {
    const mine = e.lines.filter((l) => moves(l.line, key));
    if (mine.length === 0) return [];
    // The reserve moves by the effect on profit; any other line by the effect on it, as it shows it.
    const amount =
      key === "profit-and-loss-account"
        ? e.effectOnProfit
        : (mine.reduce((t, l) => t + l.amount, 0) as LineEffect["amount"]);
    return [{ ...e, amount }];
  });
  return { key, transactionIds: drillDown(accounts, key), effects, notes: vatNote(accounts, key) };
}

/** A figure of the VAT card, as core's VAT summary names it. */
export type VatFigure = keyof VatSummary["sources"];

/**
 * What a VAT card figure's bank lines are: the drill-down lists them as the bank shows them, VAT included, so the
 * amounts listed under "Output VAT £7,600" add up to the sales, not to the VAT. The note says how the figure comes
 * out of them (the VAT fraction of each line, or the flat rate of the takings). Payments to HMRC need none.
 */
export function vatFigureNotes(vat: VatSummary, figure: VatFigure): string[] {
  if (figure === "outputVat" || figure === "inputVat") {
    if (vat[figure] === 0) return [];
    return [
      `The amounts listed include VAT. The VAT in them is ${formatGBP(vat[figure])}: 1/6 of a line at the standard rate, 1/21 of a line at the reduced rate.`,
    ];
  }
  if (figure === "flatRateVat" && vat.flatRateVat !== 0) {
    return [
      `The amounts listed include VAT. The flat-rate VAT of ${formatGBP(vat.flatRateVat)} is the flat-rate percentage of the VAT-inclusive takings of ${formatGBP(vat.flatRateTurnover)}.`,
    ];
  }
  return [];
}
