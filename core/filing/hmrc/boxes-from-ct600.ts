import type { Ct600aBoxes, Ct600aReliefPart, Ct600Boxes, Ct600Row } from "../../tax";
import type { Ct600aReturn, Ct600ReturnBoxes, FinancialYearBlock, ReliefPart } from "./return-boxes";

export interface ReturnBoxExtras {
  /** Box 50: a period of account over 12 months makes more than one return. */
  multipleReturns?: boolean;
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

/** Part 2 or 3 as the return has it, from the draft's (core/tax `ct600aBoxes`). */
function reliefPartFrom(p: Ct600aReliefPart | null): ReliefPart | null {
  if (!p) return null;
  return {
    rows: p.rows.map((r) => ({ name: r.name, repaid: r.repaid, releasedOrWrittenOff: r.writtenOff, date: r.date })),
    totalRepaid: p.totalRepaid,
    totalReleasedOrWrittenOff: p.totalWrittenOff,
    totalLoans: p.total,
    reliefDue: p.reliefDue,
  };
}

/**
 * The CT600A exactly as the draft (the HMRC pack's CT600A sheet) has it: A5, the A10 rows, parts 2 and 3 with their
 * dated rows, A75 and A80. Nothing is worked out again here, so the return says what the pack says.
 */
function ct600aFrom(a: Ct600aBoxes): Ct600aReturn {
  // HMRC's schema wants at least one dated row (A25) in part 2: a total without its rows cannot be sent.
  if (a.a40 !== null && !a.part2?.rows.length) {
    throw new Error("CT600A part 2 has relief (A40) but no dated A25 rows were given");
  }
  return {
    a5: a.a5,
    part1: a.a15 > 0 ? { loans: a.a10, a15: a.a15, a20: a.a20 } : null,
    part2: reliefPartFrom(a.part2),
    part3: reliefPartFrom(a.part3),
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
    // Box 485: relief now for the period's own loans cleared more than nine months after its end (CT600A part 3, A70).
    box485: b.ct600a?.part3 ? true : undefined,
    box510: b.box510,
    box525: b.box525,
    box528: b.box528,
    box595: b.box595,
    box600: b.box600,
    box620: b.box620,
    allowances: allowanceBoxes(b),
    box780: b.box780,
    ct600a: b.ct600a ? ct600aFrom(b.ct600a) : null,
  };
}
