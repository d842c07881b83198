import { type CategoryId, categoryName, getCategory } from "../categories";
import { formatGBP, neg, type Pence, sub, ZERO } from "../money";
import type { VatRate } from "../vat";
import type { Adjustment, AdjustmentKind } from "./adjustments";
import type { DrillDownKey } from "./drill-down";
import type { OpeningItem } from "./opening-items";
import type { ItemFigures, Postings } from "./postings";

/** How much a report line moves, as the line shows it (a cost line up is positive, a creditor up is positive). */
export interface LineEffect {
  line: DrillDownKey;
  amount: Pence;
}

/** What one adjustment, opening item or the opening stock does to the accounts, in figures and in words. */
export interface YearEndEffect {
  source: "adjustment" | "opening-item" | "opening-stock";
  id: string;
  kind: AdjustmentKind | "opening-stock";
  categoryId: CategoryId | null;
  description: string;
  net: Pence;
  vat: Pence;
  gross: Pence;
  vatRate: VatRate | null;
  /** Positive: profit before tax goes up. */
  effectOnProfit: Pence;
  lines: LineEffect[];
  explanation: string;
}

const signed = (p: Pence) => formatGBP(p, { signed: true });
const nameOf = (id: CategoryId) => categoryName(id) ?? id;

function categoryLine(categoryId: CategoryId, profit: Pence): LineEffect {
  const income = getCategory(categoryId)?.kind === "income";
  return { line: `${income ? "income" : "expense"}:${categoryId}`, amount: income ? profit : neg(profit) };
}

const nonZero = (lines: LineEffect[]) => lines.filter((l) => l.amount !== 0);

/** The lines an adjustment moves (the VAT line by what of the gross is not profit). */
function adjustmentLines(a: Adjustment, f: ItemFigures): LineEffect[] {
  const category = a.categoryId ?? "cost-of-sales";
  const onCategory = categoryLine(category, f.profit);
  switch (a.kind) {
    case "closing-stock":
      return nonZero([onCategory, { line: "stocks", amount: a.amount }]);
    case "debtor":
      return nonZero([
        onCategory,
        { line: "trade-debtors", amount: f.gross },
        { line: "vat", amount: sub(f.gross, f.profit) },
      ]);
    case "creditor":
      return nonZero([
        onCategory,
        { line: "trade-creditors", amount: f.gross },
        { line: "vat", amount: neg(sub(f.gross, neg(f.profit))) },
      ]);
    case "prepayment":
      return nonZero([onCategory, { line: "prepayments", amount: f.gross }]);
    case "accrual":
      return nonZero([onCategory, { line: "accruals", amount: f.gross }]);
  }
}

function itemLines(item: OpeningItem, f: ItemFigures): LineEffect[] {
  const onCategory = categoryLine(item.categoryId, f.profit);
  switch (item.kind) {
    case "debtor":
      return nonZero([
        onCategory,
        { line: "debtors", amount: neg(f.gross) },
        { line: "vat", amount: neg(sub(f.gross, neg(f.profit))) },
      ]);
    case "creditor":
      return nonZero([
        onCategory,
        { line: "other-creditors", amount: neg(f.gross) },
        { line: "vat", amount: sub(f.gross, f.profit) },
      ]);
    case "prepayment":
      return nonZero([onCategory, { line: "prepayments", amount: neg(f.gross) }]);
    case "accrual":
      return nonZero([onCategory, { line: "accruals", amount: neg(f.gross) }]);
  }
}

const LINE_WORDS: Partial<Record<string, string>> = {
  stocks: "stocks",
  "trade-debtors": "trade debtors",
  "trade-creditors": "trade creditors",
  prepayments: "prepayments (item D)",
  accruals: "accruals (item J)",
  debtors: "debtors brought forward",
  "other-creditors": "creditors brought forward",
  vat: "VAT owed",
};

function describeLines(lines: readonly LineEffect[]): string {
  return lines
    .map((l) => {
      const [prefix, id] = l.line.split(":");
      const name = prefix === "income" || prefix === "expense" ? nameOf(id as CategoryId) : LINE_WORDS[l.line];
      return `${name} ${signed(l.amount)}`;
    })
    .join(", ");
}

const ADJUSTMENT_WORDS: Record<AdjustmentKind, string> = {
  "closing-stock": "Closing stock",
  debtor: "Sale invoiced and unpaid at the period end",
  creditor: "Bill of the period unpaid at its end",
  prepayment: "Paid in advance for the next period",
  accrual: "Cost of the period not yet billed",
};

const ITEM_WORDS: Record<OpeningItem["kind"], string> = {
  debtor: "last period's sale, so its receipt is not this period's income",
  creditor: "last period's cost, so its payment is not this period's cost",
  prepayment: "paid last period for this one, so it is this period's cost",
  accrual: "last period's cost, so the bill that settles it is not this period's cost",
};

/** Every adjustment's, opening item's and (when a closing stock replaces it) the opening stock's effect. */
export function yearEndEffects(input: {
  adjustments: readonly Adjustment[];
  openingItems: readonly OpeningItem[];
  openingStock: Pence;
  postings: Postings;
}): YearEndEffect[] {
  const { postings } = input;
  const effects: YearEndEffect[] = [];
  if (postings.closingStock !== null && input.openingStock !== 0) {
    const lines = [
      categoryLine("cost-of-sales", neg(input.openingStock)),
      { line: "stocks" as const, amount: neg(input.openingStock) },
    ];
    effects.push({
      source: "opening-stock",
      id: "opening-stock",
      kind: "opening-stock",
      categoryId: "cost-of-sales",
      description: "Opening stock",
      net: input.openingStock,
      vat: ZERO,
      gross: input.openingStock,
      vatRate: null,
      effectOnProfit: neg(input.openingStock),
      lines,
      explanation: `Opening stock ${formatGBP(input.openingStock)} is used up and replaced by the closing stock: ${describeLines(lines)}.`,
    });
  }
  for (const a of input.adjustments) {
    const f = postings.adjustments.get(a.id)!;
    const lines = adjustmentLines(a, f);
    effects.push({
      source: "adjustment",
      id: a.id,
      kind: a.kind,
      categoryId: a.categoryId,
      description: a.description,
      net: f.net,
      vat: f.vat,
      gross: f.gross,
      vatRate: a.vatRate,
      effectOnProfit: f.profit,
      lines,
      explanation: `${ADJUSTMENT_WORDS[a.kind]}, "${a.description}" ${formatGBP(a.amount)}: ${describeLines(lines)}.`,
    });
  }
  for (const item of input.openingItems) {
    const f = postings.openingItems.get(item.id)!;
    const lines = itemLines(item, f);
    effects.push({
      source: "opening-item",
      id: item.id,
      kind: item.kind,
      categoryId: item.categoryId,
      description: item.description,
      net: item.net,
      vat: item.vat,
      gross: item.gross,
      vatRate: item.vatRate,
      effectOnProfit: f.profit,
      lines,
      explanation: `Brought forward, "${item.description}" ${formatGBP(item.gross)} reversed (${ITEM_WORDS[item.kind]}): ${describeLines(lines)}.`,
    });
  }
  return effects;
}
