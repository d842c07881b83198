import { type Pence, sum, ZERO } from "../money";
import { rulesForFinancialYear, sameRules } from "./financial-years";
import { wholePoundsDown } from "./rounding";
import type { CorporationTaxComputation, Ct600Boxes, Ct600Row, FinancialYearTax } from "./types";

/** Box numbers of the first row of each financial year block (CT600 (2026) v1.994): FY1 330…375, FY2 380…425. */
const FY_BOXES = [
  { fyBox: 330, firstRow: 335 },
  { fyBox: 380, firstRow: 385 },
] as const;

/**
 * Groups financial year parts whose rules agree: the CT600 guide fills FY2 only when the period straddles 31 March
 * and the rates differ (uk-accounting-rules §7), so FY2023–FY2026 straddles use one block.
 */
function blocks(years: readonly FinancialYearTax[]): FinancialYearTax[][] {
  const groups: FinancialYearTax[][] = [];
  for (const fy of years) {
    const current = groups[groups.length - 1];
    const head = current?.[0];
    const same = head && sameRules(rulesForFinancialYear(head.financialYear), rulesForFinancialYear(fy.financialYear));
    if (current && same) current.push(fy);
    else groups.push([fy]);
  }
  return groups;
}

function rowsOfBlock(block: readonly FinancialYearTax[], blockIndex: number): Ct600Row[] {
  const first = block[0];
  const boxes = FY_BOXES[blockIndex];
  if (!first || !boxes || first.band === "no-profits") return [];
  // Within a block every part has the same band (limits and profits both scale with days), so one row suffices;
  // a marginal relief case uses one row at the main rate plus box 435.
  return [
    {
      financialYear: first.financialYear,
      profitBox: boxes.firstRow,
      rateBox: boxes.firstRow + 5,
      taxBox: boxes.firstRow + 10,
      profit: wholePoundsDown(sum(block.map((p) => p.profits))),
      ratePercent: first.appliedRatePercent,
      tax: sum(block.map((p) => p.taxBeforeRelief)),
    },
  ];
}

/** Box 326 applies to periods ending on or after 1 April 2023; 327/328 replace it only when the counts differ. */
function associatedBoxes(c: Omit<CorporationTaxComputation, "ct600">, groups: FinancialYearTax[][]) {
  if (c.endDate < "2023-04-01") return { box326: null, box327: null, box328: null };
  const firstCount = groups[0]?.[0]?.associatedCompanies;
  const secondCount = groups[1]?.[0]?.associatedCompanies;
  if (groups.length > 1 && firstCount !== undefined && secondCount !== undefined && firstCount !== secondCount) {
    return { box326: null, box327: firstCount, box328: secondCount };
  }
  return { box326: c.associatedCompanies, box327: null, box328: null };
}

export function buildCt600Boxes(c: Omit<CorporationTaxComputation, "ct600">, turnover: Pence): Ct600Boxes {
  const groups = blocks(c.financialYears);
  const trading = wholePoundsDown(c.taxableProfit > 0 ? c.taxableProfit : ZERO);
  const claimsSmallProfits = c.financialYears.some(
    (fy) => fy.band === "small-profits-rate" || fy.band === "marginal-relief",
  );
  return {
    box145: wholePoundsDown(turnover > 0 ? turnover : ZERO),
    box155: trading,
    box160: ZERO,
    box165: trading,
    box235: trading,
    box300: trading,
    box315: trading,
    ...associatedBoxes(c, groups),
    box329: claimsSmallProfits,
    box330: groups[0]?.[0]?.financialYear ?? 0,
    box380: groups[1]?.[0]?.financialYear ?? null,
    rows: groups.flatMap((g, i) => rowsOfBlock(g, i)),
    box430: c.taxBeforeRelief,
    box435: c.marginalRelief,
    box440: c.tax,
    box475: c.tax,
    box780: wholePoundsDown(c.tradingLoss),
  };
}
