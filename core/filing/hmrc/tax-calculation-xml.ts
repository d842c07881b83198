import { add, ZERO } from "../../money";
import {
  groupEl,
  penceEl,
  positivePenceEl,
  positivePoundsEl,
  poundsAndPence,
  poundsEl,
  ratePercent,
  wholePounds,
  yesEl,
} from "./amounts";
import type { Ct600ReturnBoxes, FinancialYearBlock } from "./return-boxes";
import { e, type XmlElement } from "./xml-writer";

/** Boxes 155–170: trading profits (always written, 0 in a loss year), losses brought forward, interest. */
function income(b: Ct600ReturnBoxes): XmlElement {
  return e(
    "Income",
    e(
      "Trading",
      poundsEl("Profits", b.box155),
      positivePoundsEl("LossesBroughtForward", b.box160),
      poundsEl("NetProfits", b.box165),
    ),
    positivePoundsEl("NonTradingLoanProfitsAndGains", b.box170),
  );
}

/**
 * Boxes 240–295: of these only trading losses arise here, this period's set against its other profits (275,
 * `TradingLosses`) and those carried forward against total profits (285); 295 is their total.
 */
function deductionsAndReliefs(b: Ct600ReturnBoxes): XmlElement | null {
  const thisPeriod = b.box275 ?? null;
  const carriedForward = b.box285 ?? null;
  if (!thisPeriod && !carriedForward) return null;
  return e(
    "DeductionsAndReliefs",
    positivePoundsEl("TradingLosses", thisPeriod),
    positivePoundsEl("TradingLossesCarriedForward", carriedForward),
    poundsEl("Total", add(thisPeriod ?? ZERO, carriedForward ?? ZERO)),
  );
}

function financialYear(name: string, fy: FinancialYearBlock): XmlElement {
  return e(
    name,
    e("Year", String(fy.year)),
    fy.rows.map((r) =>
      e(
        "Details",
        e("Profit", wholePounds(r.profit)),
        e("TaxRate", ratePercent(r.ratePercent)),
        e("Tax", poundsAndPence(r.tax)),
      ),
    ),
  );
}

/** Boxes 326–425; nothing when no profits are chargeable (the schema needs the first financial year block). */
function corporationTaxChargeable(b: Ct600ReturnBoxes): XmlElement | null {
  const [first, second] = b.financialYears;
  if (!first) return null;
  const byYear =
    b.box327 === null || b.box327 === undefined
      ? null
      : e(
          "AssociatedCompaniesFinancialYears",
          e("FirstYear", String(b.box327)),
          e("SecondYear", String(b.box328 ?? 0)),
        );
  return e(
    "CorporationTaxChargeable",
    groupEl(
      "AssociatedCompanies",
      b.box326 === null || b.box326 === undefined ? null : e("ThisPeriod", String(b.box326)),
      byYear,
      yesEl("StartingOrSmallCompaniesRate", b.box329),
    ),
    financialYear("FinancialYearOne", first),
    second ? financialYear("FinancialYearTwo", second) : null,
  );
}

/** CompanyTaxCalculation: boxes 155–470 in schema order. */
export function companyTaxCalculation(b: Ct600ReturnBoxes): XmlElement {
  return e(
    "CompanyTaxCalculation",
    income(b),
    poundsEl("ProfitsBeforeOtherDeductions", b.box235),
    deductionsAndReliefs(b),
    e("ChargesAndReliefs", poundsEl("ProfitsBeforeDonationsAndGroupRelief", b.box300)),
    poundsEl("ChargeableProfits", b.box315),
    corporationTaxChargeable(b),
    penceEl("CorporationTax", b.box430),
    positivePenceEl("MarginalReliefForRingFenceTrades", b.box435),
    penceEl("NetCorporationTaxChargeable", b.box440),
    e("TaxReliefsAndDeductions", penceEl("TotalReliefsAndDeductions", ZERO)),
  );
}

/** Boxes 475–528. */
export function taxOutstandingOrOverpaid(b: Ct600ReturnBoxes): XmlElement {
  return e(
    "CalculationOfTaxOutstandingOrOverpaid",
    penceEl("NetCorporationTaxLiability", b.box475),
    penceEl("LoansToParticipators", b.box480),
    yesEl("CT600AreliefDue", b.box485),
    penceEl("TaxChargeable", b.box510),
    penceEl("TaxPayable", b.box525),
    penceEl("TaxPayableIncludingRestitutionTax", b.box528),
  );
}

/** Boxes 595 and 600. */
export function taxReconciliation(b: Ct600ReturnBoxes): XmlElement | null {
  return groupEl(
    "TaxReconciliation",
    positivePenceEl("TaxAlreadyPaid", b.box595),
    groupEl("TaxOutstandingOrOverpaid", positivePenceEl("TaxOutstanding", b.box600)),
  );
}

/** Box 620. */
export const indicatorsAndInformation = (b: Ct600ReturnBoxes): XmlElement | null =>
  groupEl("IndicatorsAndInformation", positivePoundsEl("FrankedInvestmentIncome", b.box620));
