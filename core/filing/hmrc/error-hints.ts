/** Where the HMRC filing step asks for the Government Gateway sign-in. */
export const HMRC_FILING_ANCHOR = "/reports#file-with-hmrc";

export interface HmrcErrorHint {
  /** What HMRC's error means and what to do, in plain English. */
  text: string;
  /** The place in Microfile that fixes it, or null when it is not fixed in Microfile. */
  fixAt: string | null;
}

/*
 * HMRC's error numbers are published with its CT business rules and the Transaction Engine's protocol guide
 * (direct-filing.md): 1000s from the Gateway, 2021 the IRmark, 3001 the header of the business errors, 5000s and
 * 9000s the business rules themselves. A number not listed falls back to HMRC's own words.
 */
const HINTS: Record<string, HmrcErrorHint> = {
  "1046": {
    text: "HMRC did not accept the Government Gateway user ID and password. Nothing was filed and nothing was kept: check them (they are the company's Corporation Tax sign-in) and file again.",
    fixAt: HMRC_FILING_ANCHOR,
  },
  "1020": {
    text: "HMRC refused the message itself. Nothing was filed: file again, and if it happens again tell us through Support.",
    fixAt: null,
  },
  "2021": {
    text: "HMRC found the return's IRmark (its fingerprint) does not match the return. Nothing was filed: file again, and if it happens again tell us through Support.",
    fixAt: null,
  },
  "3001": {
    text: "HMRC checked the return against its business rules and found the problems listed with it.",
    fixAt: null,
  },
  "5005": {
    text: "The UTR in the return is not the company's. Check the 10-digit Unique Taxpayer Reference on the Company page (it is on HMRC's letters about Corporation Tax), then file again.",
    fixAt: "/company#company-utr",
  },
  "9001": {
    text: "The accounting period's dates are not right. Check the period on the Company page, then file again.",
    fixAt: "/company#period",
  },
  "9002": {
    text: "A return covers at most 12 months. Check the period on the Company page, then file again.",
    fixAt: "/company#period",
  },
  "9006": {
    text: "The period has not ended yet: a return is filed after the end of its accounting period.",
    fixAt: "/company#period",
  },
};

/** HMRC's words, with what they mean and where they are fixed; for a number not listed, what to do in general. */
export function hmrcErrorHint(e: { code: string; message: string }): HmrcErrorHint {
  const known = HINTS[e.code];
  if (known) return known;
  if (/UTR|tax reference/i.test(e.message)) return HINTS["5005"]!;
  if (/company (registration )?number|RegistrationNumber/i.test(e.message)) {
    return {
      text: "The company number in the return or the accounts is not right. Check it on the Company page, then file again.",
      fixAt: "/company#company-registration-number",
    };
  }
  return {
    text: "Correct what HMRC names, then file again. If it is not something you can change in Microfile, download the HMRC pack and ask an accountant.",
    fixAt: null,
  };
}
