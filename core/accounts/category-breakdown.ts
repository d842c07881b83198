import { CATEGORIES, type CategoryId } from "../categories";
import { neg, type Pence, sum } from "../money";
import { groupBy } from "./group-by";
import type { Ledger } from "./ledger";
import type { PlPart, PlPosting } from "./postings";

/**
 * What one profit and loss category line is made of, each part as the line shows it (income and costs positive):
 * amount = bankLines − vat + yearEndAdjustments + openingItems + stockChange.
 */
export interface CategoryBreakdown {
  categoryId: CategoryId;
  kind: "income" | "expense";
  transactionCount: number;
  /** The bank lines, VAT included. */
  bankLines: Pence;
  /**
   * VAT taken out: standard scheme, the VAT in the bank lines (adjustments and opening items are already net);
   * flat rate scheme, the line's share of the flat-rate VAT on everything in it that bears the flat rate.
   */
  vat: Pence;
  yearEndAdjustments: Pence;
  /** Last year's debtors, creditors, prepayments and accruals reversed (usually negative). */
  openingItems: Pence;
  /** Cost of sales only: opening stock less closing stock. */
  stockChange: Pence;
  amount: Pence;
}

/** One breakdown per income or expense category with bank lines or another amount, in the chart's order. */
export function categoryBreakdowns(ledger: Ledger, postings: readonly PlPosting[]): CategoryBreakdown[] {
  const byCategory = groupBy(postings, (p) => p.categoryId);
  return CATEGORIES.flatMap((c) => {
    if (c.kind !== "income" && c.kind !== "expense") return [];
    const mine = byCategory.get(c.id) ?? [];
    const count = ledger.byCategory.get(c.id)?.length ?? 0;
    if (count === 0 && mine.length === 0) return [];
    // Shown as the line shows it: income as received, costs as paid; VAT as an amount taken out.
    const shown = (part: PlPart) => {
      const bankSigned = sum(mine.filter((p) => p.part === part).map((p) => p.amount));
      const lineSigned = c.kind === "income" ? bankSigned : neg(bankSigned);
      return part === "vat" ? neg(lineSigned) : lineSigned;
    };
    const parts = {
      bankLines: shown("bank"),
      vat: shown("vat"),
      yearEndAdjustments: shown("adjustment"),
      openingItems: shown("opening-item"),
      stockChange: shown("stock"),
    };
    const amount = sum([
      parts.bankLines,
      neg(parts.vat),
      parts.yearEndAdjustments,
      parts.openingItems,
      parts.stockChange,
    ]);
    return [{ categoryId: c.id, kind: c.kind, transactionCount: count, ...parts, amount }];
  });
}
