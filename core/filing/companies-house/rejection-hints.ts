import type { Rejection } from "./gateway-answer";

/** Where the Companies House filing step asks for the company authentication code. */
export const CH_FILING_ANCHOR = "/reports#file-with-companies-house";

export interface RejectionHint {
  /** What the reason means and what to do, in plain English. */
  text: string;
  /** The place in Microfile that fixes it, or null when the person cannot fix it there. */
  fixAt: string | null;
}

/*
 * Companies House does not publish its reject codes and words them per form (its XML forum says so), so a reason
 * is recognised by its words. The first rule whose pattern matches the description wins; the last is the fallback.
 */
const RULES: { pattern: RegExp; hint: RejectionHint }[] = [
  {
    pattern: /auth(entication|orisation)?[\s_-]*code|authcode/i,
    hint: {
      text: "The company authentication code was not right. It is the 6-character code in the letter Companies House sent to the registered office; type it again, or ask Companies House for a new one, and file again.",
      fixAt: CH_FILING_ANCHOR,
    },
  },
  {
    pattern: /company name|name .*(match|differ)/i,
    hint: {
      text: "The company name must be exactly as it is on the register, with Limited or Ltd as registered. Correct it on the Company page, then file again.",
      fixAt: "/company#details",
    },
  },
  {
    pattern: /company number|registered number|not found on (the )?register|no such company/i,
    hint: {
      text: "Companies House does not know the company number. Check the registration number on the Company page, then file again.",
      fixAt: "/company#details",
    },
  },
  {
    pattern: /accounting reference|made up (to|date)|period|balance sheet date|year end/i,
    hint: {
      text: "The period of the accounts does not match the accounting reference date Companies House holds for the company. Check the period on the Company page (or change the reference date with Companies House first), then file again.",
      fixAt: "/company#period",
    },
  },
  {
    pattern: /director|sign|approv/i,
    hint: {
      text: "The director who signed, or the approval date, was not accepted. Check the directors on the Company page and the approval above, then file again.",
      fixAt: "/company#details",
    },
  },
  {
    pattern: /ix(brl)?[:\s]|xbrl|taxonomy|schema|document|xml/i,
    hint: {
      text: "Companies House could not read the accounts document itself. This is for Microfile to fix: please contact support with the submission number.",
      fixAt: null,
    },
  },
];

const FALLBACK: RejectionHint = {
  text: "Correct what Companies House names here and file again. If the reason is unclear, contact support with the submission number.",
  fixAt: null,
};

export function rejectionHint(r: Rejection): RejectionHint {
  return RULES.find((rule) => rule.pattern.test(r.description))?.hint ?? FALLBACK;
}
