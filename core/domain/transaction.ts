import type { Stage } from "../categorise/types";
import type { IsoDate } from "../dates";
import type { Pence } from "../money";
import type { VatRate } from "../vat/vat-rates";

/** Who set a saved row's category: a stage of the categoriser, or "transfer" for a pair of own-account transfers. */
export type CategoryStage = Stage | "transfer";

/**
 * A saved bank transaction as core reasons about it: money in pence, the date an ISO date, confidence a number.
 * The wire's form (core/contracts TransactionDto: decimal strings) is mapped to this once at the edge
 * (contracts' transactionFromWire, called by the server and by web/api/).
 */
export interface Transaction {
  id: string;
  /** The date part, "2025-04-01". */
  date: IsoDate;
  description: string;
  /** Positive money in, negative money out. */
  amount: Pence;
  /** The bank's running balance after the line, when the statement gave one. */
  balance: Pence | null;
  /** The category's name as shown; null when uncategorised. */
  category: string | null;
  categoryId: string | null;
  /** The categoriser's probability, 0 to 1; null when none was given. */
  confidence: number | null;
  /** Which stage of the categoriser decided it ("user" when the person did). */
  stage: CategoryStage | null;
  /** The line's own VAT rate; null: its category's default. */
  vatRate: VatRate | null;
  bankAccountId: string | null;
  importBatchId: string | null;
}

/**
 * The totals a long list's first screen shows: the count and money in and out of the whole list. Its first rows are
 * drawn as the wire sends them (web/pages/transactions/first-screen.tsx), so the domain holds none of them.
 */
export interface FirstScreen {
  total: number;
  inflow: Pence;
  outflow: Pence;
}
