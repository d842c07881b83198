import type { FilingPackData } from "../../../core/filing/pack";
import type { CorporationTaxComputation, Ct600aBoxes } from "../../../core/tax";
import { type BoxRow, boxCells, poundsAndPence, wholePounds } from "./ct600-box-row";
import { PERCENT_FORMAT } from "./money-format";
import type { Cell } from "./workbook";

/** What the figures assume, said on the page (CTA 2010 ss455, 458, 464C; uk-accounting-rules §9). */
export const CT600A_NOTES = [
  "From the director's loan account: a payment that takes it overdrawn is a loan to a participator, and money paid in repays the oldest loan first.",
  "This assumes the company is a close company and the director a participator (CTA 2010 s455). Loans repaid within nine months of the period end are relieved (s458); bed-and-breakfasting (s464C) is not recognised from bank lines.",
  "Box A10 lists each participator and the amount lent to them: enter the director's name.",
];

/** The CT600A (2023) version 3 boxes of one accounting period, parts 1, 2 and 4. */
export function ct600aRows(
  data: FilingPackData,
  c: CorporationTaxComputation,
  a: Ct600aBoxes,
  utr: string | null,
): Cell[][] {
  const rows: BoxRow[] = [
    ["A1", "Company name", data.company.name],
    ["A2", "Tax reference (UTR), as box 3", utr],
    ["A3", "Period covered by this return: from", { date: c.startDate }],
    ["A4", "Period covered by this return: to", { date: c.endDate }],
    ["A5", "Loans made during the period and not repaid, released or written off before its end: put an X", "X"],
    ["A15", "Total of loans made during the period and outstanding at its end", wholePounds(a.a15)],
    ["A20", "Tax chargeable on loans (A15 × rate)", poundsAndPence(a.a20)],
    ["", "Rate of tax (s455(2))", { number: a.ratePercent, format: PERCENT_FORMAT }],
    ["A30", "Loans repaid after the end of the period, within nine months", wholePounds(a.a30)],
    ["A40", "Total repaid, released or written off within nine months", wholePounds(a.a40)],
    ["A45", "Relief due now for loans repaid within nine months (A40 × rate)", poundsAndPence(a.a45)],
    ["A75", "Total of all loans outstanding at the end of the period", wholePounds(a.a75)],
    ["A80", "Tax payable (A20 − A45): box 480 of the CT600", poundsAndPence(a.a80)],
  ];
  return boxCells(rows);
}
