import type { IsoDate, Period } from "../dates";
import { add, neg, type Pence, sub, sum, ZERO } from "../money";
import { rat, ratSum } from "../tax/rational";
import { roundPartsToTotal } from "../tax/rounding";
import { type VatQuarterSpan, type VatStagger, vatQuarterSpans } from "../vat";
import type { Ledger } from "./ledger";
import type { FlatRateEntry, Postings } from "./postings";
import { vatPostingDates } from "./vat-timeline";

/**
 * One VAT quarter of the period (or the part of one within it) as its VAT return's boxes read (VAT Notice 700/12):
 * box 1 the VAT due on sales, box 4 the VAT reclaimed on purchases, box 5 the net (box 3 − box 4, where box 3 is box 1
 * plus box 2, which only a Northern Ireland business buying goods from the EU fills: none here).
 */
export interface VatQuarter extends VatQuarterSpan {
  /** Output VAT of the quarter (standard scheme; on the flat rate scheme, assets sold outside it). */
  outputVat: Pence;
  /** Flat-rate VAT of the quarter: its VAT-inclusive turnover × the percentage (VAT Notice 733); 0 otherwise. */
  flatRateVat: Pence;
  /** Box 1: outputVat + flatRateVat. */
  box1: Pence;
  /** Box 4: input VAT (flat rate scheme: capital expenditure goods of £2,000 or more only). */
  box4: Pence;
  /** Box 5: box 1 − box 4; negative when HMRC owes a repayment. */
  box5: Pence;
  /** Payments to HMRC less repayments (the `vat` category) dated in the quarter. */
  paidToHmrc: Pence;
}

export interface VatQuartersInput {
  period: Period;
  stagger: VatStagger;
  /** The date of VAT registration: days before it belong to no return. */
  registeredFrom: IsoDate | null;
  ledger: Ledger;
  postings: Postings;
}

/** The index of the span a date falls in; a date before the first counts in the first, after the last in the last. */
function spanIndex(spans: readonly VatQuarterSpan[], date: IsoDate): number {
  const i = spans.findIndex((s) => date <= s.end);
  return i < 0 ? spans.length - 1 : i;
}

/**
 * The flat-rate VAT by quarter. The year's figure is the exact sum of every income entry's gross × percentage rounded
 * once (`buildPostings`); each quarter's exact part is rounded and the leftover penny goes to the last quarter with
 * flat-rate turnover, so the quarters add up to the year's figure exactly (house rule 2). Equipment sold into the
 * flat-rate turnover adds its own share, already rounded, in its quarter.
 */
function flatRateByQuarter(spans: readonly VatQuarterSpan[], postings: Postings): Pence[] {
  const out: Pence[] = spans.map(() => ZERO);
  const { entries, total } = postings.flatRate;
  const onIncome = entries.filter((e) => e.assetShare === undefined);
  const onAssets = sum(entries.map((e) => e.assetShare ?? ZERO));
  const exact = (e: FlatRateEntry) => rat(BigInt(e.gross) * BigInt(e.basisPoints), 10_000n);
  const used = [...new Set(onIncome.map((e) => spanIndex(spans, e.date)))].sort((a, b) => a - b);
  const parts = used.map((i) => ratSum(onIncome.filter((e) => spanIndex(spans, e.date) === i).map(exact)));
  roundPartsToTotal(parts, sub(total, onAssets)).forEach((p, k) => {
    out[used[k]!] = p;
  });
  for (const e of entries) {
    if (e.assetShare !== undefined) {
      const i = spanIndex(spans, e.date);
      out[i] = add(out[i]!, e.assetShare);
    }
  }
  return out;
}

/**
 * The period's VAT quarter by quarter, from the same postings as the year's VAT summary (`vatSummary`): each VAT
 * posting on its date (`vatPostingDates`: a year-end adjustment on the period end, an opening item on its start), so
 * the quarters' output, input and flat-rate VAT add up to the year's exactly. A payment to HMRC dated before the
 * registration (an earlier registration's VAT) counts in the first quarter, so the payments add up to the year's too.
 */
export function vatQuarters(input: VatQuartersInput): VatQuarter[] {
  const { period, ledger, postings } = input;
  const spans = vatQuarterSpans(period, input.stagger, input.registeredFrom);
  if (spans.length === 0) return [];
  const dateOf = vatPostingDates(period, ledger);
  const output: Pence[] = spans.map(() => ZERO);
  const inputVat: Pence[] = spans.map(() => ZERO);
  for (const v of postings.vat) {
    const i = spanIndex(spans, dateOf(v.source, v.id));
    if (v.figure === "output") output[i] = add(output[i]!, v.amount);
    else inputVat[i] = add(inputVat[i]!, v.amount);
  }
  const paid: Pence[] = spans.map(() => ZERO);
  for (const t of ledger.byTarget.get("vat") ?? []) {
    const i = spanIndex(spans, t.date);
    paid[i] = add(paid[i]!, neg(t.amount));
  }
  const flatRate = flatRateByQuarter(spans, postings);
  return spans.map((span, i) => {
    const box1 = add(output[i]!, flatRate[i]!);
    return {
      ...span,
      outputVat: output[i]!,
      flatRateVat: flatRate[i]!,
      box1,
      box4: inputVat[i]!,
      box5: sub(box1, inputVat[i]!),
      paidToHmrc: paid[i]!,
    };
  });
}
