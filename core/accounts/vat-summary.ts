import { neg, type Pence, sub, sum } from "../money";
import type { VatScheme } from "../vat";
import { vatAccountCredit } from "./balance-sheet-lines";
import { ids, type Ledger } from "./ledger";
import type { Postings, SourceKind } from "./postings";
import type { OpeningBalances } from "./types";
import type { VatRules } from "./vat-treatment";

/** The transactions, adjustments and opening items behind one VAT figure, for drill-down. */
export interface VatSources {
  transactionIds: string[];
  adjustmentIds: string[];
  openingItemIds: string[];
}

/**
 * The VAT account of the period (the report's VAT card). `liability` = openingVat + outputVat − inputVat +
 * flatRateVat − paidToHmrc, positive when owed to HMRC, and it is the VAT line of the balance sheet.
 */
export interface VatSummary {
  registered: boolean;
  scheme: VatScheme | null;
  /** Flat rate scheme: the percentage in basis points (14.5 % = 1,450); null otherwise. */
  flatRateBasisPoints: number | null;
  openingVat: Pence;
  outputVat: Pence;
  inputVat: Pence;
  flatRateVat: Pence;
  /** The VAT-inclusive turnover the flat rate was applied to. */
  flatRateTurnover: Pence;
  /** Payments to HMRC less repayments (the `vat` category). */
  paidToHmrc: Pence;
  /**
   * What of `openingVat` the payments (or, when HMRC owed a repayment, the repayments) settled: they clear what was
   * owed at the start first, and only the rest is this period's (uk-accounting-rules §10).
   */
  openingVatSettled: Pence;
  /** What of `openingVat` is still outstanding at the end, shown apart as "VAT for earlier periods". */
  openingVatOutstanding: Pence;
  /** What is owed to HMRC at the end (negative: a repayment due), earlier periods included. */
  liability: Pence;
  sources: { outputVat: VatSources; inputVat: VatSources; flatRateVat: VatSources; paidToHmrc: VatSources };
}

type Sourced = { source: SourceKind; id: string };

function sources(list: readonly Sourced[]): VatSources {
  const of = (kind: SourceKind) => [...new Set(list.filter((s) => s.source === kind).map((s) => s.id))];
  return { transactionIds: of("transaction"), adjustmentIds: of("adjustment"), openingItemIds: of("opening-item") };
}

export function vatSummary(input: {
  rules: VatRules;
  ledger: Ledger;
  opening: OpeningBalances;
  postings: Postings;
}): VatSummary {
  const { rules, ledger, postings } = input;
  const output = postings.vat.filter((v) => v.figure === "output");
  const input_ = postings.vat.filter((v) => v.figure === "input");
  const payments = ledger.byTarget.get("vat") ?? [];
  return {
    registered: rules.registration !== null,
    scheme: rules.registration?.scheme ?? null,
    flatRateBasisPoints: rules.flatRateBasisPoints,
    openingVat: input.opening.vat,
    outputVat: sum(output.map((v) => v.amount)),
    inputVat: sum(input_.map((v) => v.amount)),
    flatRateVat: postings.flatRate.total,
    flatRateTurnover: postings.flatRate.turnover,
    paidToHmrc: neg(sum(payments.map((t) => t.amount))),
    openingVatSettled: postings.openingCleared.vat.settled,
    openingVatOutstanding: postings.openingCleared.vat.earlier,
    liability: vatAccountCredit(input),
    sources: {
      outputVat: sources(output),
      inputVat: sources(input_),
      flatRateVat: sources(postings.flatRate.entries),
      paidToHmrc: { transactionIds: ids(payments), adjustmentIds: [], openingItemIds: [] },
    },
  };
}

/** openingVat + outputVat − inputVat + flatRateVat − paidToHmrc: what the summary's liability must equal. */
export function vatLiabilityFromFigures(s: VatSummary): Pence {
  return sub(sum([s.openingVat, s.outputVat, s.flatRateVat]), sum([s.inputVat, s.paidToHmrc]));
}
