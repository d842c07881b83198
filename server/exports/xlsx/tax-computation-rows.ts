import { formatLongUk } from "../../../core/dates";
import { toWholePounds } from "../../../core/money";
import type { CorporationTaxComputation, FinancialYearTax } from "../../../core/tax";
import { capitalAllowanceComputationRows } from "./capital-allowance-rows";
import { PERCENT_FORMAT } from "./money-format";
import type { Cell } from "./workbook";

const BAND_LABELS: Record<FinancialYearTax["band"], string> = {
  "flat-rate": "Flat rate",
  "small-profits-rate": "Small profits rate (CTA 2010 s18A)",
  "marginal-relief": "Main rate less marginal relief (CTA 2010 s18B)",
  "main-rate": "Main rate",
  "no-profits": "No taxable profits",
};

/** A dormant company's Companies House fees: it carries on no trade, so they make no trading loss (CTA 2009 s2, s9). */
function notOfATradeRows(c: CorporationTaxComputation): Cell[][] {
  const amount = c.addBacks.notOfATrade;
  if (!amount) return [];
  return [["Add back: expenses of a dormant company, not of a trade (CTA 2009 s2, s9)", { pence: amount }]];
}

/**
 * The accounts' loss on disposal of fixed assets added back, or their profit taken out: capital, not trading (CTA 2009
 * s53); capital allowances bring the disposal value in instead (CAA 2001 s61).
 */
function disposalRows(c: CorporationTaxComputation): Cell[][] {
  const amount = c.addBacks.lossOnDisposal;
  if (!amount) return [];
  return amount > 0
    ? [["Add back: loss on disposal of fixed assets (capital, CTA 2009 s53)", { pence: amount }]]
    : [["Less: profit on disposal of fixed assets (capital, CTA 2009 s53)", { pence: amount }]];
}

/** From the accounts' profit to taxable total profits (uk-accounting-rules §4), in pounds and pence. */
export function profitToTaxableRows(c: CorporationTaxComputation): Cell[][] {
  const rows: Cell[][] = [
    [{ bold: `Accounting period ${formatLongUk(c.startDate)} to ${formatLongUk(c.endDate)} (${c.days} days)` }],
    ["Profit before tax per the accounts", { pence: c.accountingProfit }],
    ["Add back: depreciation", { pence: c.addBacks.depreciation }],
    ["Add back: client entertaining (CTA 2009 s1298)", { pence: c.addBacks.entertainment }],
    ...notOfATradeRows(c),
    ...disposalRows(c),
    ["Staff entertaining: allowable, not added back (CTA 2009 s1299(3))", { pence: c.staffEntertainment }],
    ["Total add-backs", { pence: c.addBacks.total }],
    ["Add: balancing charges (CAA 2001 s55(2))", { pence: c.balancingCharges }],
    ["Less: capital allowances (CAA 2001, below)", { pence: -c.capitalAllowances }],
    [{ bold: "Taxable profit before loss relief" }, { pence: c.taxableProfit, bold: true }],
    [
      "Less: bank interest received, taxed as non-trading loan relationship credits (box 170)",
      { pence: -c.interestReceived },
    ],
    [{ bold: "Trading profit or loss (box 155 / box 780)" }, { pence: c.tradingProfit, bold: true }],
    [
      "Less: pre-1 April 2017 trading losses brought forward (CTA 2010 s45, box 160)",
      { pence: -(c.ct600.box160 ?? 0) },
    ],
    ["Add: non-trading loan relationship credits (box 170)", { pence: c.ct600.box170 ?? 0 }],
    [
      "Less: this period's trading loss set against its other profits (CTA 2010 s37(3)(a), box 275)",
      { pence: -(c.ct600.box275 ?? 0) },
    ],
    ["Less: trading losses brought forward claimed (CTA 2010 s45A, box 285)", { pence: -(c.ct600.box285 ?? 0) }],
    [
      { bold: "Profits chargeable to corporation tax, whole pounds (box 315)" },
      { pounds: toWholePounds(c.chargeableProfits), bold: true },
    ],
  ];
  rows.push(...capitalAllowanceComputationRows(c));
  if (c.capitalExpenditureOverAllowance > 0 && !c.capitalAllowancesDetail) {
    rows.push([
      "Spending above the annual investment allowance (not claimed here)",
      { pence: c.capitalExpenditureOverAllowance },
    ]);
  }
  rows.push(
    ["Exempt distributions from non-group companies, whole pounds (box 620)", { pence: c.exemptDistributions }],
    ["Augmented profits: box 315 + box 620 (CTA 2010 s18L)", { pence: c.augmentedProfits }],
    ["Associated companies (CTA 2010 s18E)", { number: c.associatedCompanies }],
  );
  return rows;
}

export const FINANCIAL_YEAR_HEADERS = [
  "Financial year",
  "From",
  "To",
  "Days",
  "Profits",
  "Augmented profits",
  "Lower limit",
  "Upper limit",
  "How charged",
  "Rate",
  "Tax before relief",
  "Marginal relief",
  "Tax",
] as const;

/**
 * One row per financial year part: its whole-pound share of box 315 (box 335 or 385), limits scaled by days, the
 * rate, and marginal relief (CTA 2010 ss18A–18D).
 */
export function financialYearRows(c: CorporationTaxComputation): Cell[][] {
  return c.financialYears.map((fy): Cell[] => [
    `FY${fy.financialYear}`,
    { date: fy.startDate },
    { date: fy.endDate },
    { number: fy.days },
    { pence: fy.profits },
    { pence: fy.augmentedProfits },
    fy.lowerLimit === null ? null : { pence: fy.lowerLimit },
    fy.upperLimit === null ? null : { pence: fy.upperLimit },
    BAND_LABELS[fy.band],
    { number: fy.appliedRatePercent, format: PERCENT_FORMAT },
    { pence: fy.taxBeforeRelief },
    { pence: fy.marginalRelief },
    { pence: fy.tax },
  ]);
}

export function taxTotalRows(c: CorporationTaxComputation): Cell[][] {
  return [
    ["Tax before marginal relief", { pence: c.taxBeforeRelief }],
    ["Marginal relief", { pence: c.marginalRelief }],
    [{ bold: "Corporation tax" }, { pence: c.tax, bold: true }],
  ];
}

/** s455 tax is shown beside the computation but is not part of the year's tax charge (uk-accounting-rules §9). */
export function s455Rows(c: CorporationTaxComputation): Cell[][] {
  const a = c.ct600.ct600a;
  if (!a) return [];
  return [
    [
      "s455 tax on loans to participators (CT600A box A80, CT600 box 480; not part of the year's tax)",
      { pence: a.a80 },
    ],
    [{ bold: "Tax payable with this return (box 528)" }, { pence: c.ct600.box528, bold: true }],
  ];
}
