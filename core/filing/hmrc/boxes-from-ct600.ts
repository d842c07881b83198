import { ZERO } from "../../money";
import type { Ct600aBoxes, Ct600Boxes, Ct600Row } from "../../tax";
import type { Ct600aReturn, Ct600ReturnBoxes, FinancialYearBlock, ReliefRow } from "./return-boxes";

/** What the CT600A needs beyond today's boxes: who the participator is, A5, and the dated A25 rows. */
export interface Ct600aDetails {
  /** The participator the loans were made to (A10, A25): the director. */
  participatorName: string;
  /** A5: a loan made in the period was repaid, released or written off before the period ended. */
  repaidBeforePeriodEnd: boolean;
  /** A25 rows (name, amount, date); required when part 2 (A40) has an amount. */
  reliefRows?: readonly ReliefRow[];
}

export interface ReturnBoxExtras {
  /** Box 50: a period of account over 12 months makes more than one return. */
  multipleReturns?: boolean;
  ct600a?: Ct600aDetails;
}

/** Rows of one financial year, in box order (335…375, then 385…425). */
function financialYears(rows: readonly Ct600Row[]): FinancialYearBlock[] {
  const blocks: FinancialYearBlock[] = [];
  for (const r of rows) {
    const row = { profit: r.profit, ratePercent: r.ratePercent, tax: r.tax };
    const last = blocks.at(-1);
    if (last && last.year === r.financialYear) blocks[blocks.length - 1] = { ...last, rows: [...last.rows, row] };
    else blocks.push({ year: r.financialYear, rows: [row] });
  }
  return blocks;
}

function ct600aFrom(a: Ct600aBoxes, details: Ct600aDetails | undefined): Ct600aReturn {
  if (!details) throw new Error("The CT600A needs the participator's name and box A5");
  const name = details.participatorName;
  if (a.a40 !== null && !details.reliefRows?.length) {
    throw new Error("CT600A part 2 has relief (A40) but no dated A25 rows were given");
  }
  return {
    a5: details.repaidBeforePeriodEnd,
    part1: a.a15 > 0 ? { loans: [{ name, amount: a.a15 }], a15: a.a15, a20: a.a20 } : null,
    part2:
      a.a40 === null
        ? null
        : { rows: details.reliefRows ?? [], totalRepaid: a.a30, totalLoans: a.a40, reliefDue: a.a45 ?? ZERO },
    part3: null,
    a75: a.a75 > 0 ? a.a75 : null,
    a80: a.a80,
  };
}

/** Boxes 688–775 as the return's pairs (allowance, balancing charge). */
function allowanceBoxes(b: Ct600Boxes): Ct600ReturnBoxes["allowances"] {
  return {
    fullExpensing: { allowances: b.box688, charges: b.box689 },
    box690: b.box690,
    specialRateAllowance: { allowances: b.box693, charges: b.box694 },
    specialRatePool: { allowances: b.box695, charges: b.box700 },
    mainPool: { allowances: b.box705, charges: b.box710 },
    zeroEmissionCars: { allowances: b.box726, charges: b.box727 },
    box760: b.box760,
    box773: b.box773,
    box775: b.box775,
  };
}

/**
 * The return's boxes from the CT600 workbook's (core/tax `buildCt600Boxes`), so the XML and the workbook come from
 * one computation. Boxes the computation does not fill yet are left blank.
 */
export function returnBoxesFromCt600(b: Ct600Boxes, extras: ReturnBoxExtras = {}): Ct600ReturnBoxes {
  return {
    box50: extras.multipleReturns ?? false,
    box145: b.box145,
    box155: b.box155,
    box160: b.box160,
    box165: b.box165,
    box170: b.box170,
    box235: b.box235,
    box275: b.box275,
    box285: b.box285,
    box300: b.box300,
    box315: b.box315,
    box326: b.box326,
    box327: b.box327,
    box328: b.box328,
    box329: b.box329 === true,
    financialYears: financialYears(b.rows),
    box430: b.box430,
    box435: b.box435,
    box440: b.box440,
    box475: b.box475,
    box480: b.box480,
    box510: b.box510,
    box525: b.box525,
    box528: b.box528,
    box600: b.box600,
    box620: b.box620,
    allowances: allowanceBoxes(b),
    box780: b.box780,
    ct600a: b.ct600a ? ct600aFrom(b.ct600a, extras.ct600a) : null,
  };
}
