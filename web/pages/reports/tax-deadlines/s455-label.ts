import type { CorporationTaxReport } from "../../../../core/contracts";
import { formatLongUk } from "../../../../core/dates";

type Available = Extract<CorporationTaxReport, { available: true }>;
type S455 = NonNullable<Available["s455"]>;

/**
 * Within nine months of the end of the tax period the loan was made in (s458): with two tax periods, each period's
 * loans have their own date.
 */
export function repaidLabel(s: S455): string {
  if (s.reliefDeadlines.length < 2) return `Repaid within nine months (by ${formatLongUk(s.reliefDeadline)})`;
  const parts = s.reliefDeadlines.map(
    (d) =>
      `by ${formatLongUk(d.reliefDeadline)} for loans made ${formatLongUk(d.startDate)} to ${formatLongUk(d.endDate)}`,
  );
  return `Repaid within nine months of each tax period (${parts.join("; ")})`;
}

/**
 * When HMRC repays s455 tax (nine months and one day after the end of the period the loan is repaid in, CTA 2010
 * s458(5)) matters only where there is tax to pay: a loan repaid within nine months owes none.
 */
export const tellsWhenTaxComesBack = (s: Pick<S455, "tax">): boolean => s.tax > 0;
