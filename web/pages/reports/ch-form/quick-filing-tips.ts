import { DORMANT_CORPORATION_TAX_NOTE, DORMANT_CORPORATION_TAX_RULE, lateFilingPenalty } from "../../../../core/filing";
import { formatWholePounds } from "../../../../core/money";

const FIRST_PENALTY = formatWholePounds(lateFilingPenalty(1).amount);

const CT600_DUE = "The CT600 company tax return is due within 12 months of the year end.";

/**
 * A dormant company is not within the charge to corporation tax (CTA 2009 s2, s9) and delivers a CT600 only when HMRC
 * sends a notice to deliver one (FA 1998 Sch 18 paras 3, 5): the deadlines' dormant note says so, with its rule.
 */
const CT600_DORMANT = `CT600 company tax return — ${DORMANT_CORPORATION_TAX_NOTE} (${DORMANT_CORPORATION_TAX_RULE})`;

/**
 * The Quick Filing Guide's tips (spec part 2, CH Filing Form tab), with the law's deadlines. Only the CT600 line
 * differs for a dormant company (CA 2006 s1169): its accounts are still due at Companies House.
 */
export function quickFilingTips(dormant: boolean): string[] {
  return [
    "The approval date must be on or after the balance sheet date.",
    "Enter whole pounds only, without pence.",
    // A period of account over 12 months is two accounting periods for tax (CTA 2009 s10), each with its own payment
    // date (TMA 1970 s59D): the first falls earlier than "9 months and 1 day after the year end".
    "Accounts are due at Companies House 9 months after the year end. Corporation tax is payable 9 months and 1 day after the end of each accounting period for tax: a period longer than 12 months has two, the first ending 12 months after it starts.",
    "A company's first accounts, when they cover more than 12 months, are due 21 months after incorporation (or 3 months after the period end, if later).",
    dormant ? CT600_DORMANT : CT600_DUE,
    `The late filing penalty starts at ${FIRST_PENALTY}, and doubles if last year's accounts were also late.`,
  ];
}
