import type { FilingPackData } from "../../../core/filing/pack";
import { type Pence, toWholePounds } from "../../../core/money";
import type { CorporationTaxComputation, Ct600Boxes } from "../../../core/tax";
import { PERCENT_FORMAT } from "./money-format";
import type { Cell } from "./workbook";

type BoxRow = [box: number, description: string, value: Cell];

/** Boxes 145–315 are whole pounds (core gives them rounded down, in pence). */
const pounds = (p: Pence): Cell => ({ pounds: toWholePounds(p) });
const pence = (p: Pence): Cell => ({ pence: p });
const count = (n: number | null): Cell => (n === null ? null : { number: n });

function identityRows(data: FilingPackData, c: CorporationTaxComputation): BoxRow[] {
  return [
    [1, "Company name", data.company.name],
    [2, "Company registration number", data.company.registrationNumber ?? ""],
    [3, "Tax reference (UTR): enter the company's 10-digit UTR", ""],
    [4, "Type of company", { number: 0 }],
    [30, "Period covered by this return: from", { date: c.startDate }],
    [35, "Period covered by this return: to", { date: c.endDate }],
  ];
}

function profitRows(b: Ct600Boxes): BoxRow[] {
  return [
    [145, "Total turnover from trade", pounds(b.box145)],
    [155, "Trading profits", pounds(b.box155)],
    [160, "Trading losses brought forward set against trading profits", pounds(b.box160)],
    [165, "Net trading profits", pounds(b.box165)],
    [235, "Profits before other deductions and reliefs", pounds(b.box235)],
    [300, "Profits before qualifying donations and group relief", pounds(b.box300)],
    [315, "Profits chargeable to Corporation Tax", pounds(b.box315)],
  ];
}

function rateRows(b: Ct600Boxes): BoxRow[] {
  const rows: BoxRow[] = [];
  if (b.box326 !== null) rows.push([326, "Number of associated companies in this period", count(b.box326)]);
  if (b.box327 !== null) rows.push([327, "Associated companies in the first financial year", count(b.box327)]);
  if (b.box328 !== null) rows.push([328, "Associated companies in the second financial year", count(b.box328)]);
  rows.push([329, "Small profits rate or marginal relief claimed", b.box329 ? "Yes" : "No"]);
  return rows;
}

function taxRows(b: Ct600Boxes): BoxRow[] {
  const rows: BoxRow[] = [[330, "Financial year (first)", { number: b.box330 }]];
  if (b.box380 !== null) rows.push([380, "Financial year (second)", { number: b.box380 }]);
  for (const r of b.rows) {
    rows.push(
      [r.profitBox, `FY${r.financialYear}: profit chargeable at this rate`, pounds(r.profit)],
      [r.rateBox, `FY${r.financialYear}: rate of tax`, { number: r.ratePercent, format: PERCENT_FORMAT }],
      [r.taxBox, `FY${r.financialYear}: tax`, pence(r.tax)],
    );
  }
  return [
    ...rows,
    [430, "Corporation Tax", pence(b.box430)],
    [435, "Marginal relief", pence(b.box435)],
    [440, "Corporation Tax chargeable", pence(b.box440)],
    [475, "Net Corporation Tax liability", pence(b.box475)],
    [510, "Tax chargeable (box 475 plus box 480, s455 tax: not computed here)", pence(b.box475)],
    [525, "Self-assessment of tax payable", pence(b.box475)],
    [780, "Trading losses arising in this period", pounds(b.box780)],
  ];
}

/** The CT600 (2026) boxes a simple trading micro company fills (uk-accounting-rules §7). */
export function ct600BoxRows(data: FilingPackData, c: CorporationTaxComputation): Cell[][] {
  const b = c.ct600;
  return [...identityRows(data, c), ...profitRows(b), ...rateRows(b), ...taxRows(b)].map(
    ([box, description, value]) => [{ number: box }, description, value],
  );
}
