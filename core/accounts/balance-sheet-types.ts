import type { IsoDate } from "../dates";
import type { Pence } from "../money";
import type { BankAccountCash } from "./bank-account-cash";

/** Keys of balance sheet lines; `transactionIdsForLine` accepts them for drill-down. */
export type BalanceSheetLineKey =
  | "stocks"
  | "debtors"
  | "other-current-assets"
  | "other-creditors"
  | "trade-debtors"
  | "trade-creditors"
  | "directors-loan"
  | "s455-recoverable"
  | "corporation-tax"
  | "corporation-tax-earlier"
  | "s455-tax"
  | "vat"
  | "vat-earlier"
  | "paye-nic"
  | "loans"
  | "uncategorised"
  | "unmatched-transfers"
  | "bank-overdraft";

export interface BalanceSheetLine {
  key: BalanceSheetLineKey;
  label: string;
  /** Positive: an asset in an asset section, an amount owed in a creditors section. */
  amount: Pence;
}

export interface LineGroup {
  lines: BalanceSheetLine[];
  total: Pence;
}

/** The micro-entity balance sheet, Format 1 (SI 2008/409 Sch 1 Section C), items A–K. */
export interface MicroBalanceSheet {
  calledUpShareCapitalNotPaid: Pence;
  /** `disposals`: the carrying amount of what was sold or scrapped (FRS 105 s17.28), present when any was. */
  fixedAssets: { opening: Pence; additions: Pence; disposals?: Pence; depreciation: Pence; total: Pence };
  currentAssets: { stocks: Pence; debtors: LineGroup; cashAtBank: Pence; other: LineGroup; total: Pence };
  prepaymentsAndAccruedIncome: Pence;
  creditorsWithinOneYear: LineGroup;
  netCurrentAssets: Pence;
  totalAssetsLessCurrentLiabilities: Pence;
  creditorsAfterOneYear: Pence;
  provisions: Pence;
  accrualsAndDeferredIncome: Pence;
  netAssets: Pence;
  capitalAndReserves: {
    calledUpShareCapital: { opening: Pence; issued: Pence; total: Pence };
    profitAndLossAccount: {
      opening: Pence;
      profitAfterTax: Pence;
      dividends: Pence;
      /** Director's loans released or written off: distributions like dividends (CTA 2010 s1064). */
      loansWrittenOff: Pence;
      total: Pence;
    };
    /** Last year's net assets minus its capital and reserves, when the opening balances did not balance. */
    openingBalancesDifference: Pence;
    total: Pence;
  };
  /** Gross assets A + B + C + D, the "balance sheet total" of the size tests (CA 2006 s384A(6)). */
  balanceSheetTotal: Pence;
}

export interface CashCheck {
  /** Opening cash plus every transaction of the period. */
  computed: Pence;
  /** The bank's closing balance. */
  stated: Pence;
  /** stated − computed; anything but 0 needs explaining (missing or duplicated rows, wrong opening cash). */
  difference: Pence;
}

export interface BalanceSheet {
  period: { endDate: IsoDate };
  /** The spec's simplified view (part 2 §3), consistent with `micro`. */
  assets: { cash: Pence; total: Pence };
  liabilities: { directorsLoan: Pence; total: Pence };
  netAssets: Pence;
  equity: { calledUpShareCapital: Pence; retainedEarnings: Pence; openingBalancesDifference: Pence; total: Pence };
  micro: MicroBalanceSheet;
  cashCheck: CashCheck | null;
  /** Each bank account's opening, movements and closing cash, against the bank's own closing balance. */
  bankAccounts: BankAccountCash[];
  /** Plain sentences for every figure that is not simply the books: suspense, differences, assumptions. */
  explanations: string[];
}
