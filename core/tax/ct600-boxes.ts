import { add, atLeastZero, type Pence, sub, ZERO } from "../money";
import { capitalAllowanceBoxes } from "./capital-allowances/boxes";
import { ct600aBoxes } from "./ct600a-boxes";
import { rulesForCompany, rulesForFinancialYear, sameRules } from "./financial-years";
import type { ProfitBoxes } from "./losses";
import { wholePoundsDown } from "./rounding";
import type { CorporationTaxComputation, CorporationTaxInput, Ct600Boxes, Ct600Row, FinancialYearTax } from "./types";

type Computed = Omit<CorporationTaxComputation, "ct600">;

/** Each financial year block's first profit box, CT600 (2026) Version 3: FY1 330 (rows 335…375), FY2 380 (385…425). */
const FIRST_ROW_BOX = [335, 385] as const;

/**
 * One block per financial year the period falls in, in box order, whenever there are profits chargeable: HMRC's rule
 * F900.0 wants the second block (380) whenever box 315 is above 0 and box 35 falls in the financial year after box
 * 30's, whatever the rates, and F032.4 checks box 335 against box 315 × FY1 days / AP days. A marginal relief case is
 * one row at the main rate plus box 435.
 */
function rows(c: Computed): Ct600Row[] {
  if (c.chargeableProfits <= 0) return [];
  return c.financialYears.map((fy, i) => {
    const first = FIRST_ROW_BOX[i]!;
    return {
      financialYear: fy.financialYear,
      profitBox: first,
      rateBox: first + 5,
      taxBox: first + 10,
      profit: fy.profits,
      ratePercent: fy.appliedRatePercent,
      tax: fy.taxBeforeRelief,
    };
  });
}

/**
 * Box 326 applies to periods ending on or after 1 April 2023. Boxes 327/328 replace it when the period straddles two
 * financial years whose limits differ (HMRC's CT600 guide; filing software locks 326 for a straddle of 1 April 2023,
 * and HMRC's own calculator reads 327/328 for it). Otherwise 326 counts the companies associated at any time in the
 * period: the larger count. With no profits chargeable there is no rate to claim (box 329 blank), so box 326 is blank
 * too unless some company is associated: a loss year does not show 0.
 */
function associatedBoxes(c: Computed, years: readonly FinancialYearTax[]) {
  const none = { box326: null, box327: null, box328: null };
  if (c.endDate < "2023-04-01") return none;
  if (c.chargeableProfits <= 0 && years.every((y) => y.associatedCompanies === 0)) return none;
  const [first, second] = years;
  if (!first) return none;
  if (second && !sameRules(rulesForFinancialYear(first.financialYear), rulesForFinancialYear(second.financialYear))) {
    return { box326: null, box327: first.associatedCompanies, box328: second.associatedCompanies };
  }
  return { box326: Math.max(...years.map((y) => y.associatedCompanies)), box327: null, box328: null };
}

const orNull = (p: Pence): Pence | null => (p > 0 ? p : null);

/**
 * Exempt distributions fill box 620 when they feed augmented profits: in a year with a small profits rate, which a
 * close investment-holding company does not have (CTA 2010 s18N).
 */
function box620(c: Computed, input: CorporationTaxInput): Pence | null {
  const cic = input.closeInvestmentHolding === true;
  const feeds = c.financialYears.some((fy) => rulesForCompany(fy.financialYear, cic).smallProfits !== null);
  return feeds ? orNull(c.exemptDistributions) : null;
}

export function buildCt600Boxes(c: Computed, input: CorporationTaxInput, profit: ProfitBoxes): Ct600Boxes {
  const trading = c.chargeableProfits;
  const claimsSmallProfits = c.financialYears.some(
    (fy) => fy.band === "small-profits-rate" || fy.band === "marginal-relief",
  );
  const turnover = input.turnover ?? ZERO;
  const spend = add(c.capitalAllowances, c.capitalExpenditureOverAllowance);
  const ct600a = input.loansToParticipators ? ct600aBoxes(input.loansToParticipators) : null;
  const box480 = ct600a?.a80 ?? null;
  const box475 = c.tax;
  const box510 = add(box475, box480 ?? ZERO);
  // No income tax deducted (515), coronavirus overpayments (526) or restitution tax (527) arise here.
  const box525 = box510;
  const box528 = box525;
  return {
    box95: ct600a ? true : null,
    box145: wholePoundsDown(atLeastZero(turnover)),
    ...profit,
    ...associatedBoxes(c, c.financialYears),
    box329: claimsSmallProfits ? true : null,
    box330: trading > 0 ? (c.financialYears[0]?.financialYear ?? null) : null,
    box380: trading > 0 ? (c.financialYears[1]?.financialYear ?? null) : null,
    rows: rows(c),
    box430: c.taxBeforeRelief,
    box435: orNull(c.marginalRelief),
    box440: sub(c.taxBeforeRelief, c.marginalRelief),
    box475,
    box480,
    box510,
    box525,
    box528,
    // What was paid is known only for the whole period of account (core/tax/tax-already-paid.ts).
    box595: null,
    box600: box528,
    box620: box620(c, input),
    ...capitalAllowanceBoxes(c.capitalAllowancesDetail, { allowance: c.capitalAllowances, spend }),
    // The loss in whole pounds as the loss memorandum has it: one the interest covers is the figure used (box 275).
    box780: orNull(c.losses.arising),
    ct600a,
  };
}
