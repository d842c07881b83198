import type { CategoryId } from "../categories";
import type { IsoDate, Period } from "../dates";
import type { Pence } from "../money";
import type { PoolBalances } from "../tax/capital-allowances";
import type { LossesBroughtForward } from "../tax/losses";
import type { VatRate, VatRegistration } from "../vat";
import type { Adjustment } from "./adjustments";
import type { OpeningBalanceKey } from "./balance-sheet-fields";
import type { BankAccountInput } from "./bank-account-cash";
import type { FixedAssetDetails } from "./capital-assets";
import type { OpeningItems } from "./opening-items";

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
  /** The VAT rate of the line; null or missing: its category's default (`defaultVatRate`). */
  vatRate?: VatRate | null;
  /** The bank account the line is on (`AccountsInput.bankAccounts`); null or missing: none. */
  bankAccountId?: string | null;
  /** The bank's description (the payee): tells a fee paid to Companies House (CA 2006 s1169(3)(b)). */
  description?: string | null;
}

/**
 * Last year's closing balance sheet (the CH form's field names, `balance-sheet-fields.ts`), as positive magnitudes:
 * creditors and provisions are amounts owed. A missing field is 0.
 */
/**
 * The director's loan account (`directorsLoan`) is owed to directors when positive (then a part of
 * `creditorsWithinOneYear`) and negative when it was overdrawn (then a part of `debtors`, as the balance sheet showed
 * it); corporation tax, VAT and loans likewise. Lines D and J are not counted within debtors or creditors.
 */
export type OpeningBalances = Record<OpeningBalanceKey, Pence>;

export interface AccountsSettings {
  /** Straight-line useful life of equipment bought, in years (default 3). */
  equipmentLifeYears?: number;
  /**
   * Remaining useful life, in months from the period start, of the opening fixed assets not in the asset register
   * (`openingItems.fixedAssets`). Unknown (null, the default): their net book value is not depreciated, and the
   * accounts say so.
   */
  openingFixedAssetsRemainingMonths?: number | null;
  associatedCompanies?: number;
  /** A close investment-holding company (CTA 2010 s34): the main rate, no small profits rate (s18N). */
  closeInvestmentHolding?: boolean;
  /** Exempt distributions from non-group companies, for augmented profits. */
  exemptDistributions?: Pence;
  /**
   * Of them, those received in the first accounting period of a period of account over 12 months (CTA 2010 s18L);
   * null or missing: not known, shared by days.
   */
  exemptDistributionsInFirstPeriod?: Pence | null;
  /** Trading losses brought forward into the period and the claim for them (CTA 2010 Part 4; boxes 160, 285). */
  tradingLosses?: LossesBroughtForward | null;
  /** The company's first period (it began at incorporation): a loss has no earlier period to be carried back to. */
  firstPeriod?: boolean;
  /**
   * Shares issued in the period and not paid for when issued (e.g. 100 £1 shares taken on incorporation with nothing
   * paid in): share capital (CA 2006 s547) and, until paid, item A of the balance sheet. Missing: none.
   */
  sharesIssuedNotPaid?: Pence;
  /** The director the loan account belongs to: the participator of the CT600A rows. */
  participatorName?: string | null;
  /** The fixed asset register: each asset line's kind, CO2 and disposal, for capital allowances (CAA 2001). */
  fixedAssets?: readonly FixedAssetDetails[];
  /** The capital allowance pools the period before carried forward (CAA 2001 s59). */
  capitalAllowancePools?: PoolBalances;
  /** Overrides which categorised transactions count as needing review. */
  needsReview?: (t: AccountsTransaction) => boolean;
}

/** A director's loan written off after the period end (a later period's `directors-loan-write-off` adjustment). */
export interface LaterLoanWriteOff {
  date: IsoDate;
  amount: Pence;
}

export interface AccountsInput {
  transactions: readonly AccountsTransaction[];
  period: Period;
  openingBalances?: Partial<OpeningBalances> | null;
  settings?: AccountsSettings;
  /** The bank's own closing balance (all accounts) at the period end, for the cash check. */
  statedBankBalance?: Pence | null;
  /**
   * The company's bank accounts, for the cash check per account and to show an overdrawn account as a creditor.
   * An account's own opening cash, when given for any account, replaces `openingBalances.cash` (their sum).
   */
  bankAccounts?: readonly BankAccountInput[] | null;
  /** A corporation tax charge decided elsewhere; when absent it is computed by core/tax. */
  corporationTaxCharge?: Pence | null;
  /** The company's VAT registration; null or missing: not registered (no VAT is taken out of any line). */
  vat?: VatRegistration | null;
  /** Year-end adjustments that turn the bank's cash figures into accruals-basis accounts (FRS 105 Section 2). */
  adjustments?: readonly Adjustment[] | null;
  /**
   * Director's loan write-offs dated after the period end, entered as a later period's adjustments: they touch none
   * of this period's figures but relieve its s455 charge like a repayment within nine months (CTA 2010 s458), and
   * reach its CT600A part 2 even once the period is closed.
   */
  laterLoanWriteOffs?: readonly LaterLoanWriteOff[] | null;
  /**
   * What the opening balances are made of, item by item (last year's debtors, creditors, prepayments, accruals,
   * fixed asset register, s455 tax): each is a part of an `openingBalances` figure and reverses in this period.
   */
  openingItems?: OpeningItems | null;
}
