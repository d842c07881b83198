import type { FilingPackData } from "../../../core/filing/pack";
import type { CorporationTaxComputation, Ct600aBoxes, Ct600aReliefPart } from "../../../core/tax";
import { type BoxRow, boxCells, poundsAndPence, wholePounds } from "./ct600-box-row";
import { PERCENT_FORMAT } from "./money-format";
import type { Cell } from "./workbook";

/** What the figures assume, said on the page (CTA 2010 ss455, 458, 464C; uk-accounting-rules §9). */
export const CT600A_NOTES = [
  "From the director's loan account: a payment that takes it overdrawn is a loan to a participator, and money paid in repays the oldest loan first.",
  "This assumes the company is a close company and the director a participator (CTA 2010 s455). Loans repaid within nine months of the period end are relieved (s458); bed-and-breakfasting (s464C) is not recognised from bank lines.",
  "Box A10 lists each participator (the director named on the Company page) and the amount lent to them.",
  "A loan written off is a distribution to the participator (ITTOIA 2005 s415), not an expense of the company, and relieves the s455 charge (s458).",
];

/** A25 or A50 rows: the participator, the amounts repaid and written off, and the date. */
function reliefRows(box: string, part: Ct600aReliefPart | null): BoxRow[] {
  return (part?.rows ?? []).flatMap((r): BoxRow[] => [
    [box, "Name of participator", r.name],
    ["", "Amount repaid", wholePounds(r.repaid)],
    ["", "Amount released or written off", wholePounds(r.writtenOff)],
    ["", "Date", { date: r.date }],
  ]);
}

/** Part 3: relief now for an earlier period's loans cleared more than nine months after that period ended. */
function part3Rows(part: Ct600aReliefPart | null): BoxRow[] {
  if (!part) return [];
  return [
    ...reliefRows("A50", part),
    ["A55", "Total amount repaid (part 3)", wholePounds(part.totalRepaid)],
    ["A60", "Total amount released or written off (part 3)", wholePounds(part.totalWrittenOff)],
    ["A65", "Total of loans repaid, released or written off (part 3)", wholePounds(part.total)],
    [
      "A70",
      "Relief due now for loans repaid, released or written off more than nine months after the end of the period they were made in",
      poundsAndPence(part.reliefDue),
    ],
  ];
}

/** The CT600A (2015) Version 3 boxes of one accounting period, parts 1 to 4. */
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
    [
      "A5",
      "Put an X if any loan made during the period was repaid, released or written off before the end of the period",
      a.a5 ? "X" : null,
    ],
    ...a.a10.flatMap((l): BoxRow[] => [
      ["A10", "Name of participator", l.name],
      ["", "Amount of loan", wholePounds(l.amount)],
    ]),
    ["A15", "Total of loans made during the period and outstanding at its end", wholePounds(a.a15)],
    ["A20", "Tax chargeable on loans (A15 × rate)", poundsAndPence(a.a20)],
    ["", "Rate of tax (s455(2))", { number: a.ratePercent, format: PERCENT_FORMAT }],
    ...reliefRows("A25", a.part2),
    [
      "A30",
      "Loans repaid after the end of the period, within nine months",
      wholePounds(a.part2 ? a.part2.totalRepaid : a.a30),
    ],
    [
      "A35",
      "Loans released or written off after the end of the period, within nine months",
      wholePounds(a.part2?.totalWrittenOff ?? null),
    ],
    ["A40", "Total repaid, released or written off within nine months", wholePounds(a.a40)],
    ["A45", "Relief due now for loans repaid within nine months (A40 × rate)", poundsAndPence(a.a45)],
    ...part3Rows(a.part3),
    ["A75", "Total of all loans outstanding at the end of the period", wholePounds(a.a75)],
    ["A80", "Tax payable (A20 − A45 − A70): box 480 of the CT600", poundsAndPence(a.a80)],
  ];
  return boxCells(rows);
}
