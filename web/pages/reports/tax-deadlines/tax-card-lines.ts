import type { CorporationTaxJson } from "../../../../core/contracts";
import { formatPounds, formatPoundsAccounts } from "../report-format";

export interface TaxCardLine {
  label: string;
  value: string;
  strong?: boolean;
}

/**
 * The lines of the tax card for one accounting period, every figure straight from GET /api/reports/corporation-tax
 * (the same figures as the CT600 draft): the profit, the add-backs and allowances, box 315, each financial year's
 * share and rate, marginal relief, the tax, the losses used and carried forward with the carry-back on offer, and the
 * s455 tax of a CT600A beside it, and what was already paid towards it.
 */
export function taxCardLines(c: CorporationTaxJson): TaxCardLine[] {
  const lines: TaxCardLine[] = [{ label: "Profit before tax", value: formatPoundsAccounts(c.accountingProfit) }];
  const unless0 = (amount: number, label: string) => {
    if (amount !== 0) lines.push({ label, value: formatPounds(amount) });
  };
  unless0(c.addBacks.entertainment, "Add back: client entertaining");
  unless0(c.staffEntertainment, "Staff entertaining: allowable, not added back");
  unless0(c.addBacks.depreciation, "Add back: depreciation");
  unless0(c.addBacks.notOfATrade ?? 0, "Add back: expenses of a dormant company, not of a trade");
  unless0(c.balancingCharges ?? 0, "Add: balancing charges");
  unless0(
    c.capitalAllowances,
    c.capitalAllowancesDetail ? "Less: capital allowances" : "Less: annual investment allowance",
  );
  lines.push({ label: "Taxable profit", value: formatPoundsAccounts(c.taxableProfit), strong: true });
  unless0(c.interestReceived ?? 0, "Of which bank interest: non-trading, box 170");
  // This year's loss set against its own interest is a claim (box 275), unlike the losses brought forward: the
  // director reads which relief is taken and under what law.
  const sameYear = c.losses?.usedAgainstSamePeriod ?? 0;
  unless0(sameYear, "Less: this year's trading loss against its other profits, a claim (CTA 2010 s37(3)(a), box 275)");
  unless0(
    (c.losses?.used ?? 0) - sameYear,
    "Less: trading losses brought forward (CTA 2010 s45 and s45A, boxes 160 and 285)",
  );
  if (c.chargeableProfits !== c.taxableProfit) {
    lines.push({ label: "Profits chargeable, whole pounds (CT600 box 315)", value: formatPounds(c.chargeableProfits) });
  }
  for (const y of c.financialYears) {
    lines.push({
      label: `FY${y.financialYear}: ${formatPounds(y.profits)} at ${y.appliedRatePercent}%`,
      value: formatPounds(y.taxBeforeRelief),
    });
  }
  unless0(c.marginalRelief, "Less: marginal relief");
  lines.push({ label: "Corporation tax", value: formatPounds(c.tax), strong: true });
  unless0(c.losses?.carriedForward ?? 0, "Trading losses carried forward");
  for (const o of c.losses?.claimsAvailable ?? []) {
    lines.push({ label: `Carry-back you may claim (${o.authority}), not applied`, value: formatPounds(o.amount) });
  }
  if (c.ct600.box480 !== null) {
    lines.push(
      { label: "s455 tax on the director's loan (CT600A)", value: formatPounds(c.ct600.box480) },
      { label: "Payable with the return (box 528)", value: formatPounds(c.ct600.box528) },
    );
  }
  // What the bank lines show paid towards it, after the period end included, and what is left to pay.
  if (c.ct600.box595 !== null) {
    lines.push(
      { label: "Already paid, as your bank lines show (box 595)", value: formatPounds(c.ct600.box595) },
      { label: "Still to pay (box 600)", value: formatPounds(c.ct600.box600), strong: true },
    );
  }
  return lines;
}
