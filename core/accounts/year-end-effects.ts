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

/**
 * What one adjustment, opening item or the opening stock does to the accounts, in figures and in words. On the
 * flat rate scheme a debtor's `vat` is the flat-rate VAT on it rounded on its own, while the year's flat-rate VAT
 * is rounded once on the whole turnover: its effect can differ from the lines by a penny.
 */
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
    case "directors-loan-write-off":
      // The loan account is credited (less owed by the director) and the reserve debited as a distribution.
      return [
        { line: "directors-loan", amount: a.amount },
        { line: "dividends", amount: a.amount },
      ];
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
  "directors-loan": "director's loan account",
  dividends: "distributions from the profit and loss reserve",
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
  "directors-loan-write-off": "Director's loan written off (a distribution, not an expense)",
};

const ITEM_WORDS: Record<OpeningItem["kind"], string> = {
  debtor: "last period's sale, so its receipt is not this period's income",
  creditor: "last period's cost, so its payment is not this period's cost",
  prepayment: "paid last period for this one, so it is this period's cost",
  accrual: "last period's cost, so the bill that settles it is not this period's cost",
};

type EffectBase = Omit<YearEndEffect, "net" | "vat" | "gross" | "effectOnProfit" | "explanation">;

/** One effect: what it is, its figures (net + vat = gross, and profit), and its sentence ending with the lines. */
function effect(base: EffectBase, f: ItemFigures, opening: string): YearEndEffect {
  const { net, vat, gross, profit } = f;
  return { ...base, net, vat, gross, effectOnProfit: profit, explanation: `${opening}: ${describeLines(base.lines)}.` };
}

/** Every adjustment's, opening item's and (when a closing stock replaces it) the opening stock's effect. */
export function yearEndEffects(input: {
  adjustments: readonly Adjustment[];
  openingItems: readonly OpeningItem[];
  openingStock: Pence;
  postings: Postings;
}): YearEndEffect[] {
  const { postings, openingStock } = input;
  const effects: YearEndEffect[] = [];
  if (postings.closingStock !== null && openingStock !== 0) {
    const lines = [
      categoryLine("cost-of-sales", neg(openingStock)),
      { line: "stocks" as const, amount: neg(openingStock) },
    ];
    const base = {
      source: "opening-stock",
      id: "opening-stock",
      kind: "opening-stock",
      categoryId: "cost-of-sales",
    } as const;
    effects.push(
      effect(
        { ...base, description: "Opening stock", vatRate: null, lines },
        { net: openingStock, vat: ZERO, gross: openingStock, profit: neg(openingStock) },
        `Opening stock ${formatGBP(openingStock)} is used up and replaced by the closing stock`,
      ),
    );
  }
  for (const a of input.adjustments) {
    const f = postings.adjustments.get(a.id)!;
    const { id, kind, categoryId, description, vatRate } = a;
    const base = { source: "adjustment", id, kind, categoryId, description, vatRate } as const;
    const opening = `${ADJUSTMENT_WORDS[kind]}, "${description}" ${formatGBP(a.amount)}`;
    effects.push(effect({ ...base, lines: adjustmentLines(a, f) }, f, opening));
  }
  for (const item of input.openingItems) {
    const f = postings.openingItems.get(item.id)!;
    const { id, kind, categoryId, description, vatRate } = item;
    const base = { source: "opening-item", id, kind, categoryId, description, vatRate } as const;
    const opening = `Brought forward, "${description}" ${formatGBP(item.gross)} reversed (${ITEM_WORDS[kind]})`;
    effects.push(effect({ ...base, lines: itemLines(item, f) }, { ...f, net: item.net, vat: item.vat }, opening));
  }
  return effects;
}
