import type { MicroProfitAndLoss } from "../../accounts";
import { toWholePounds } from "../../money";

/** The micro-entity profit and loss format (SI 2008/409 Sch 1 Section C, A–H) in whole pounds. */
export interface StatutoryProfitAndLoss {
  turnover: number;
  otherIncome: number;
  costOfRawMaterialsAndConsumables: number;
  staffCosts: number;
  depreciationAndOtherAmountsWrittenOff: number;
  otherCharges: number;
  profitBeforeTax: number;
  tax: number;
  profitAfterTax: number;
}

/** Lines rounded one by one; the profit lines are their sums, so the page adds up. */
export function statutoryProfitAndLoss(pl: MicroProfitAndLoss): StatutoryProfitAndLoss {
  const lines = {
    turnover: toWholePounds(pl.turnover),
    otherIncome: toWholePounds(pl.otherIncome),
    costOfRawMaterialsAndConsumables: toWholePounds(pl.costOfRawMaterialsAndConsumables),
    staffCosts: toWholePounds(pl.staffCosts),
    depreciationAndOtherAmountsWrittenOff: toWholePounds(pl.depreciationAndOtherAmountsWrittenOff),
    otherCharges: toWholePounds(pl.otherCharges),
    tax: toWholePounds(pl.tax),
  };
  const profitBeforeTax =
    lines.turnover +
    lines.otherIncome -
    lines.costOfRawMaterialsAndConsumables -
    lines.staffCosts -
    lines.depreciationAndOtherAmountsWrittenOff -
    lines.otherCharges;
  return { ...lines, profitBeforeTax, profitAfterTax: profitBeforeTax - lines.tax };
}

export interface ProfitAndLossRow {
  key: keyof StatutoryProfitAndLoss;
  label: string;
  kind: "line" | "total";
  deduct?: boolean;
}

export const PROFIT_AND_LOSS_ROWS: readonly ProfitAndLossRow[] = [
  { key: "turnover", label: "A Turnover", kind: "line" },
  { key: "otherIncome", label: "B Other income", kind: "line" },
  {
    key: "costOfRawMaterialsAndConsumables",
    label: "C Cost of raw materials and consumables",
    kind: "line",
    deduct: true,
  },
  { key: "staffCosts", label: "D Staff costs", kind: "line", deduct: true },
  {
    key: "depreciationAndOtherAmountsWrittenOff",
    label: "E Depreciation and other amounts written off assets",
    kind: "line",
    deduct: true,
  },
  { key: "otherCharges", label: "F Other charges", kind: "line", deduct: true },
  { key: "profitBeforeTax", label: "Profit or loss before tax", kind: "total" },
  { key: "tax", label: "G Tax", kind: "line", deduct: true },
  { key: "profitAfterTax", label: "H Profit or loss", kind: "total" },
];
