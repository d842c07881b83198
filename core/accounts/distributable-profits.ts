import { add, atLeastZero, formatGBP, neg, type Pence, sub, ZERO } from "../money";

/**
 * Dividends against the profits available for distribution (CA 2006 s830): here the opening profit and loss
 * reserve plus the period's profit after tax, as these accounts can tell (realised profits less realised losses;
 * FRS 105 allows no revaluation, so the reserve holds no unrealised gains).
 */
export interface DistributableProfits {
  openingReserve: Pence;
  profitAfterTax: Pence;
  available: Pence;
  /** Dividends paid plus director's loans written off (distributions too, CTA 2010 s1064). */
  dividendsPaid: Pence;
  /** The part of `dividendsPaid` that is director's loans written off. */
  loansWrittenOff: Pence;
  /** Dividends beyond the available profits: 0 when they are covered. */
  excess: Pence;
  transactionIds: string[];
}

export function distributableProfits(input: {
  openingReserve: Pence;
  profitAfterTax: Pence;
  /** Dividend lines as the bank shows them (payments negative). */
  dividends: readonly { id: string; amount: Pence }[];
  /** Director's loans written off: distributions (CTA 2010 s1064), so they count like dividends (CA 2006 s829). */
  loansWrittenOff?: Pence;
}): DistributableProfits {
  const available = add(input.openingReserve, input.profitAfterTax);
  const paid = neg(input.dividends.reduce((t, d) => add(t, d.amount), ZERO));
  const dividendsPaid = add(paid, input.loansWrittenOff ?? ZERO);
  const excess = sub(dividendsPaid, atLeastZero(available));
  return {
    openingReserve: input.openingReserve,
    profitAfterTax: input.profitAfterTax,
    available,
    dividendsPaid,
    loansWrittenOff: input.loansWrittenOff ?? ZERO,
    excess: excess > 0 ? excess : ZERO,
    transactionIds: input.dividends.map((d) => d.id),
  };
}

/**
 * Who may have to give an unlawful dividend back: a member (shareholder) who knew, or had reasonable grounds to
 * believe, that it was paid in breach of Part 23 is liable to repay it (CA 2006 s847(2)).
 */
export const UNLAWFUL_DIVIDEND_REPAYMENT =
  "A dividend beyond distributable profits is unlawful (CA 2006 s830), and a shareholder who knew, or had " +
  "reasonable grounds to believe, that it was paid unlawfully may have to repay it (CA 2006 s847).";

/** The sentence the balance sheet adds when dividends exceed the distributable profits. */
export function distributionExplanation(d: DistributableProfits): string[] {
  if (d.excess === 0) return [];
  const what = d.loansWrittenOff > 0 ? "Dividends and director's loans written off" : "Dividends";
  return [
    `${what} of ${formatGBP(d.dividendsPaid)} exceed the profits available for distribution ` +
      `(${formatGBP(d.available)}: the opening profit and loss reserve plus this period's profit after tax) by ` +
      `${formatGBP(d.excess)}. ${UNLAWFUL_DIVIDEND_REPAYMENT}`,
  ];
}
