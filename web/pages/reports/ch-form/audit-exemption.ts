/*
 * The audit exemption the balance sheet states above the signature: a small company's under CA 2006 s477, a dormant
 * company's under s480 (with s475(2)), as the filed accounts say. Companies House's dormant accounts carry the s480
 * statement; a dormant company stating s477 states an exemption it is not claiming.
 */
const SMALL =
  "For this year the company was entitled to exemption from audit under section 477 of the Companies Act 2006 " +
  "relating to small companies.";
const DORMANT =
  "For this year the company was entitled to exemption from audit under section 480 of the Companies Act 2006 " +
  "relating to dormant companies.";

/** The CH Filing Form's audit exemption statement for a dormant company or a small one. */
export function auditExemptionStatement(dormant: boolean): string {
  return dormant ? DORMANT : SMALL;
}
