import { add, atLeastZero, type Pence, pence, sub, ZERO } from "../money";
import { wholePoundsDown } from "./rounding";

/**
 * Trading losses brought forward into an accounting period (CTA 2010 Part 4), whole pounds: typed once for the years
 * before the company's first year in Microfile, handed on by each closed year after that (uk-accounting-rules §10).
 */
export interface LossesBroughtForward {
  /** Losses of periods ending on or after 1 April 2017, set against total profits on a claim (s45A, box 285). */
  sinceApril2017: Pence;
  /** Losses of periods ending before 1 April 2017: only against the same trade's profits, automatically (s45, box 160). */
  before2017: Pence;
  /**
   * The most of `sinceApril2017` the company claims this period: s45A relief is a claim, and a claim may be for less
   * than the whole (s45A(4)–(5)). Null or missing: as much as covers the profits.
   */
  claim?: Pence | null;
}

/** One kind of loss through the period: what came in, what arose, what was used, what goes on. */
export interface LossPool {
  broughtForward: Pence;
  arising: Pence;
  used: Pence;
  carriedForward: Pence;
}

/** A claim the director may choose to make with this period's loss; never applied by the computation. */
export interface LossClaimOption {
  kind: "current-year" | "carry-back";
  /** The law that allows it. */
  authority: string;
  /** The most the claim could relieve. */
  amount: Pence;
  description: string;
}

/** The loss memorandum of one accounting period, whole pounds; totals are the two pools added together. */
export interface LossMemorandum extends LossPool {
  /** Of this period's loss, the part set against the same period's other profits (s37(3)(a), box 275). */
  usedAgainstSamePeriod: Pence;
  sinceApril2017: LossPool;
  before2017: LossPool;
  /** The claim the company gave for `sinceApril2017` losses; null: as much as covers the profits. */
  claimed: Pence | null;
  /** The s269ZR deductions allowance: £5,000,000 a year; it never binds a micro company, but the computation states it. */
  deductionsAllowance: Pence;
  claimsAvailable: LossClaimOption[];
}

/** The profit boxes from box 155 to box 315, whole pounds; 160, 170, 285 and 295 null when nothing goes there. */
export interface ProfitBoxes {
  box155: Pence;
  /** Pre-1 April 2017 losses brought forward set against the trade's profits (CTA 2010 s45). */
  box160: Pence | null;
  box165: Pence;
  /** Non-trading loan relationship credits: bank interest received (CTA 2009 Part 5). */
  box170: Pence | null;
  box235: Pence;
  /** This period's trading loss set against its other profits (CTA 2010 s37(3)(a)). */
  box275: Pence | null;
  /** Losses since 1 April 2017 brought forward, claimed against total profits (CTA 2010 s45A). */
  box285: Pence | null;
  /** Total deductions and reliefs: boxes 275 + 285. */
  box295: Pence | null;
  box300: Pence;
  box315: Pence;
}

export const DEDUCTIONS_ALLOWANCE = pence(500_000_000);

export const NO_LOSSES: LossesBroughtForward = { sinceApril2017: ZERO, before2017: ZERO, claim: null };

const least = (a: Pence, b: Pence): Pence => (a < b ? a : b);
const orNull = (p: Pence): Pence | null => (p > 0 ? p : null);

export interface LossReliefInput {
  /** The trade's result after add-backs and capital allowances, pence; negative for a loss. */
  tradingProfit: Pence;
  /** Non-trading loan relationship credits (bank interest received), pence. */
  interestReceived: Pence;
  broughtForward?: LossesBroughtForward;
  /** The company's first accounting period: there is nothing to carry a loss back to. */
  noEarlierPeriod?: boolean;
}

export interface LossRelief {
  boxes: ProfitBoxes;
  memorandum: LossMemorandum;
}

/**
 * Box 170 in whole pounds such that 155 + 170 is the whole-pound total of the trade's profit and the interest: the
 * return's total profits are the period's profits rounded down once, as they were before interest had its own box,
 * so splitting them never loses a pound (the pence of each part add up).
 */
function interestBox(input: LossReliefInput, box155: Pence): Pence {
  const interest = atLeastZero(input.interestReceived);
  if (input.tradingProfit <= 0) return wholePoundsDown(interest);
  return sub(wholePoundsDown(add(input.tradingProfit, interest)), box155);
}

/**
 * This period's trading loss set against its interest (s37(3)(a), box 275) and the loss in whole pounds (box 780).
 * The relief is worked on the pence and the entries made after it (CTM93220: no rounding in the arithmetic that
 * precedes the CT600's entries), so what the interest leaves is the total profits rounded down once, as box 170 is
 * made for a profit: a loss of £100.50 against £200.00 of interest leaves £99.50, box 315 £99 (not £200 − £100 =
 * £100). A loss the interest covers is then the whole-pound figure used, 275 = 780 (£101 here), nothing carried; a
 * larger loss is rounded down, uses all of box 235 and carries the rest forward. One box must take the pound the
 * rounding leaves, and it is the loss, rounded up, rather than the interest: income is never entered below what was
 * received (box 170 stays £300 for £300.20), and a deduction rounded up is the usual whole-pound convention.
 */
function ownLossAgainstInterest(input: LossReliefInput, box235: Pence): { box275: Pence; arising: Pence } {
  const loss = atLeastZero(pence(-input.tradingProfit));
  const interest = atLeastZero(input.interestReceived);
  if (loss === 0) return { box275: ZERO, arising: ZERO };
  if (loss > interest) return { box275: least(wholePoundsDown(loss), box235), arising: wholePoundsDown(loss) };
  const box275 = sub(box235, wholePoundsDown(sub(interest, loss)));
  return { box275, arising: box275 };
}

function pool(broughtForward: Pence, arising: Pence, used: Pence): LossPool {
  return { broughtForward, arising, used, carriedForward: sub(add(broughtForward, arising), used) };
}

/**
 * The claim a loss of this period allows beyond the same period's profits, offered and never applied
 * (uk-accounting-rules §10): against the total profits of the previous 12 months (CTA 2010 s37(3)(b)).
 */
function claimsFor(left: Pence, noEarlierPeriod: boolean): LossClaimOption[] {
  if (left <= 0 || noEarlierPeriod) return [];
  return [
    {
      kind: "carry-back",
      authority: "CTA 2010 s37(3)(b)",
      amount: left,
      description:
        "Carry the loss back against the total profits of the previous 12 months, for a repayment of that " +
        "year's tax; claim within two years of this period's end (s37(7)). Otherwise it carries forward.",
    },
  ];
}

/**
 * Boxes 155–315 with the losses brought forward (CTA 2010 Part 4; uk-accounting-rules §10), whole pounds: pre-2017
 * losses reduce the trade's profits first and automatically (s45(4), box 160); losses since 1 April 2017 are
 * claimed against total profits (s45A, box 285), up to the claim given; only as much is used as covers the profits
 * and the rest carries on. A loss of this period (box 780) is set against the same period's other profits, the
 * interest (s37(3)(a), box 275: the claim every company in this position makes, and what the accounts always did),
 * and the rest carries forward (s45A) unless the director chooses the carry-back in `claimsAvailable`. The s45B
 * case (a trade that became small or negligible) is not modelled.
 */
export function lossRelief(input: LossReliefInput): LossRelief {
  const bf = input.broughtForward ?? NO_LOSSES;
  const box155 = wholePoundsDown(atLeastZero(input.tradingProfit));
  const before2017 = wholePoundsDown(atLeastZero(bf.before2017));
  const since2017 = wholePoundsDown(atLeastZero(bf.sinceApril2017));
  const box160 = least(before2017, box155);
  const box165 = sub(box155, box160);
  const box170 = interestBox(input, box155);
  const box235 = add(box165, box170);
  const { box275, arising } = ownLossAgainstInterest(input, box235);
  const claim = bf.claim == null ? null : wholePoundsDown(atLeastZero(bf.claim));
  const box285 = least(least(since2017, claim ?? since2017), sub(box235, box275));
  const box295 = add(box275, box285);
  const box300 = sub(box235, box295);
  const pre = pool(before2017, ZERO, box160);
  const post = pool(since2017, arising, add(box285, box275));
  return {
    boxes: {
      box155,
      box160: orNull(box160),
      box165,
      box170: orNull(box170),
      box235,
      box275: orNull(box275),
      box285: orNull(box285),
      box295: orNull(box295),
      box300,
      box315: box300,
    },
    memorandum: {
      ...pool(add(before2017, since2017), arising, add(box160, add(box285, box275))),
      usedAgainstSamePeriod: box275,
      sinceApril2017: post,
      before2017: pre,
      claimed: claim,
      deductionsAllowance: DEDUCTIONS_ALLOWANCE,
      claimsAvailable: claimsFor(sub(arising, box275), input.noEarlierPeriod === true),
    },
  };
}

/** What the next accounting period brings forward: this one's carried forward, with no claim yet. */
export function lossesCarriedForward(m: LossMemorandum): LossesBroughtForward {
  return { sinceApril2017: m.sinceApril2017.carriedForward, before2017: m.before2017.carriedForward, claim: null };
}
