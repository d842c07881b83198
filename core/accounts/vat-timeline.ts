import type { IsoDate, Period } from "../dates";
import { neg, type Pence } from "../money";
import { rat, ratToPence } from "../tax/rational";
import type { Ledger } from "./ledger";
import type { Postings, SourceKind } from "./postings";

/** An amount on a date. */
export interface DatedAmount {
  date: IsoDate;
  amount: Pence;
}

/** The VAT account of a period as it moved through the year, for checking payments to HMRC against it. */
export interface VatTimeline {
  /** VAT owed at the start (negative: a repayment was due). */
  opening: Pence;
  /** VAT as it fell due: output and flat-rate VAT positive, input VAT negative, on its line's date. */
  accrued: DatedAmount[];
  /** Payments to HMRC positive, repayments from HMRC negative, on their dates. */
  paid: DatedAmount[];
}

/**
 * The date a VAT posting counts on: its bank line's date; an adjustment's is the period end, an opening item's the
 * period start (where `buildPostings` posts them).
 */
export function vatPostingDates(period: Period, ledger: Ledger): (source: SourceKind, id: string) => IsoDate {
  const dates = new Map(ledger.transactions.map((t) => [t.id, t.date]));
  return (source, id) =>
    source === "adjustment" ? period.end : source === "opening-item" ? period.start : (dates.get(id) ?? period.end);
}

/**
 * The dated VAT of a period: each VAT posting on its bank line's date (adjustments on the period end, opening items
 * on its start), each flat-rate entry's share rounded on its own, and the `vat` category's bank lines as payments.
 */
export function vatTimeline(input: {
  period: Period;
  ledger: Ledger;
  postings: Postings;
  openingVat: Pence;
}): VatTimeline {
  const { period, ledger, postings } = input;
  const dateOf = vatPostingDates(period, ledger);
  const vat = postings.vat.map((v) => ({
    date: dateOf(v.source, v.id),
    amount: v.figure === "output" ? v.amount : neg(v.amount),
  }));
  const flatRate = postings.flatRate.entries.map((e) => ({
    date: e.date,
    amount: ratToPence(rat(BigInt(e.gross) * BigInt(e.basisPoints), 10_000n)),
  }));
  const paid = (ledger.byTarget.get("vat") ?? []).map((t) => ({ date: t.date, amount: neg(t.amount) }));
  return { opening: input.openingVat, accrued: [...vat, ...flatRate], paid };
}
