import type { CategoryId } from "../categories";
import type { IsoDate, Period } from "../dates";
import type { Pence } from "../money";
import type { OpeningBalanceKey } from "./balance-sheet-fields";

/** A saved, categorised bank transaction. Money in is positive. */
export interface AccountsTransaction {
  id: string;
  date: IsoDate;
  amount: Pence;
  categoryId: CategoryId | null;
  /** The categorisation stage that decided it ("user", "rule", "model", "default", …). */
  stage?: string | null;
  /** 0..1 */
  confidence?: number | null;
}

/**
 * Last year's closing balance sheet (the CH form's field names, `balance-sheet-fields.ts`), as positive magnitudes:
 * creditors and provisions are amounts owed. A missing field is 0.
 */
export type OpeningBalances = Record<OpeningBalanceKey, Pence>;

export interface AccountsSettings {
  /** Straight-line useful life of equipment bought, in years (default 3). */
  equipmentLifeYears?: number;
  /**
   * Remaining useful life, in months from the period start, of the opening fixed assets. Unknown (null, the
   * default): the opening net book value is not depreciated, and the accounts say so.
   */
  openingFixedAssetsRemainingMonths?: number | null;
  associatedCompanies?: number;
  /** Exempt distributions from non-group companies, for augmented profits. */
  exemptDistributions?: Pence;
  /** Overrides which categorised transactions count as needing review. */
  needsReview?: (t: AccountsTransaction) => boolean;
}

export interface AccountsInput {
  transactions: readonly AccountsTransaction[];
  period: Period;
  openingBalances?: Partial<OpeningBalances> | null;
  settings?: AccountsSettings;
  /** The bank's own closing balance (all accounts) at the period end, for the cash check. */
  statedBankBalance?: Pence | null;
  /** A corporation tax charge decided elsewhere; when absent it is computed by core/tax. */
  corporationTaxCharge?: Pence | null;
}
