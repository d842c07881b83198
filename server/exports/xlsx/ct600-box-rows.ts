import type { FilingPackData } from "../../../core/filing/pack";
import type { Pence } from "../../../core/money";
import type { CorporationTaxComputation, Ct600Boxes } from "../../../core/tax";
import { capitalAllowanceBoxRows } from "./capital-allowance-rows";
import { type BoxRow, boxCells, poundsAndPence, wholePounds } from "./ct600-box-row";
import { type Ct600ReturnDetails, declarationRows, identityRows, returnInfoRows, tick } from "./ct600-page-one-rows";
import { PERCENT_FORMAT } from "./money-format";
import type { Cell } from "./workbook";

const count = (n: number | null): Cell => (n === null ? null : { number: n });

/** 145–315; the losses (160, 285, 295) and interest (170) only when there is something in them. */
function profitRows(b: Ct600Boxes): BoxRow[] {
  const when = (box: number, label: string, v: Pence | null): BoxRow[] =>
    v === null ? [] : [[box, label, wholePounds(v)]];
  return [
    [145, "Total turnover from trade", wholePounds(b.box145)],
    [155, "Trading profits", wholePounds(b.box155)],
    ...when(160, "Trading losses brought forward set against trading profits", b.box160),
    [165, "Net trading profits", wholePounds(b.box165)],
    ...when(170, "Non-trading loan relationship profits (bank interest received)", b.box170),
    [235, "Profits before other deductions and reliefs", wholePounds(b.box235)],
    ...when(275, "Trading losses of this or a later accounting period (this period's, CTA 2010 s37(3)(a))", b.box275),
    ...when(285, "Trading losses carried forward and claimed against total profits", b.box285),
    ...when(295, "Total of deductions and reliefs", b.box295),
    [300, "Profits before qualifying donations and group relief", wholePounds(b.box300)],
    [315, "Profits chargeable to Corporation Tax", wholePounds(b.box315)],
  ];
}

/** 326, or 327 and 328 for a straddle of changed limits; 329 is a tick, blank when no claim is made. */
function rateRows(b: Ct600Boxes): BoxRow[] {
  const rows: BoxRow[] = [];
  if (b.box326 !== null) rows.push([326, "Number of associated companies in this period", count(b.box326)]);
  if (b.box327 !== null)
    rows.push([327, "Number of associated companies in the first financial year", count(b.box327)]);
  if (b.box328 !== null)
    rows.push([328, "Number of associated companies in the second financial year", count(b.box328)]);
  rows.push([329, "Small profits rate or marginal relief: put an X if claimed", tick(b.box329 === true)]);
  return rows;
}

/** 330–425 in box order: the first financial year's block, then the second's. */
function financialYearRows(b: Ct600Boxes): BoxRow[] {
  const rows: BoxRow[] = [];
  for (const r of b.rows) {
    if (r.profitBox === 335 && b.box330 !== null) rows.push([330, "Financial year (first)", { number: b.box330 }]);
    if (r.profitBox === 385 && b.box380 !== null) rows.push([380, "Financial year (second)", { number: b.box380 }]);
    rows.push(
      [r.profitBox, `FY${r.financialYear}: profit chargeable at this rate`, wholePounds(r.profit)],
      [r.rateBox, `FY${r.financialYear}: rate of tax`, { number: r.ratePercent, format: PERCENT_FORMAT }],
      [r.taxBox, `FY${r.financialYear}: tax`, poundsAndPence(r.tax)],
    );
  }
  return rows;
}

function taxRows(b: Ct600Boxes): BoxRow[] {
  const rows: BoxRow[] = [
    [430, "Corporation Tax", poundsAndPence(b.box430)],
    [435, "Marginal relief", poundsAndPence(b.box435)],
    [440, "Corporation Tax chargeable", poundsAndPence(b.box440)],
    [475, "Net Corporation Tax liability", poundsAndPence(b.box475)],
  ];
  if (b.box480 !== null)
    rows.push([480, "Tax payable on loans and arrangements to participators", poundsAndPence(b.box480)]);
  rows.push(
    [510, "Tax chargeable", poundsAndPence(b.box510)],
    [
      525,
      "Self-assessment of tax payable before restitution tax and coronavirus support scheme overpayments",
      poundsAndPence(b.box525),
    ],
    [528, "Self-assessment of tax payable", poundsAndPence(b.box528)],
    [
      595,
      "Tax already paid (and not already repaid): the corporation tax payments your bank lines show for this period",
      b.box595 === null ? null : poundsAndPence(b.box595),
    ],
    [600, "Tax outstanding (box 528 less box 595)", poundsAndPence(b.box600)],
  );
  return rows;
}

/** 620, the capital allowances (688–775), 780: only the boxes with something in them. */
function otherRows(b: Ct600Boxes): BoxRow[] {
  const rows: [number, string, Pence | null][] = [
    [620, "Franked investment income / exempt ABGH distributions", b.box620],
    ...capitalAllowanceBoxRows(b),
    [780, "Losses of trades carried on wholly or partly in the UK", b.box780],
  ];
  return rows.filter(([, , v]) => v !== null).map(([box, label, v]) => [box, label, wholePounds(v)]);
}

/** Every box of the CT600 (2026) Version 3 a simple trading micro company fills, in box order. */
export function ct600BoxRows(
  data: FilingPackData,
  c: CorporationTaxComputation,
  details: Ct600ReturnDetails,
): Cell[][] {
  const b = c.ct600;
  return boxCells([
    ...identityRows(data, c, details),
    ...returnInfoRows(data.corporationTax.length, c, details.attachments),
    ...profitRows(b),
    ...rateRows(b),
    ...financialYearRows(b),
    ...taxRows(b),
    ...otherRows(b),
    ...declarationRows(details),
  ]);
}
