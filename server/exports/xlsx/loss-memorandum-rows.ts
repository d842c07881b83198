import { formatGBP } from "../../../core/money";
import type { CorporationTaxComputation, LossPool } from "../../../core/tax";
import type { Cell } from "./workbook";

const poolRow = (label: string, p: LossPool): Cell[] => [
  label,
  { pence: p.broughtForward },
  { pence: p.arising },
  { pence: p.used },
  { pence: p.carriedForward },
];

/**
 * The loss memorandum (CTA 2010 Part 4; uk-accounting-rules §10), whole pounds: brought forward, arising (box 780),
 * used (boxes 160 and 285) and carried forward, for losses since 1 April 2017 and earlier ones; the deductions
 * allowance stated; the claims the director may make with this period's loss, offered and not applied.
 */
export function lossMemorandumRows(c: CorporationTaxComputation): Cell[][] {
  const m = c.losses;
  const rows: Cell[][] = [
    [
      { bold: "Trading losses" },
      { bold: "Brought forward" },
      { bold: "Arising" },
      { bold: "Used" },
      { bold: "Carried forward" },
    ],
    poolRow("Losses of periods ending on or after 1 April 2017 (s45A; used in box 285)", m.sinceApril2017),
    poolRow("Losses of periods ending before 1 April 2017 (s45; used in box 160)", m.before2017),
    poolRow("Total", m),
    [`Deductions allowance (CTA 2010 s269ZR): ${formatGBP(m.deductionsAllowance)}; not reached`],
  ];
  if (m.claimed !== null) rows.push([`Claim made for losses since 1 April 2017: ${formatGBP(m.claimed)}`]);
  for (const o of m.claimsAvailable) {
    rows.push([`Claim available, not made (${o.authority}), up to ${formatGBP(o.amount)}: ${o.description}`]);
  }
  return rows;
}
