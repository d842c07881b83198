/**
 * The editions of HMRC's forms the drafts follow, named as HMRC publishes them on GOV.UK: the CT600 of box labels
 * and schema v1.994 (uk-accounting-rules §7), and the CT600A supplementary pages, whose current edition is still the
 * 2015 one ("Corporation Tax: close company loans and arrangements to confer benefits on participators").
 */
export const CT600_FORM_NAME = "CT600 (2026) Version 3";
export const CT600A_FORM_NAME = "CT600A (2015) Version 3";
