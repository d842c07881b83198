import { daysInPeriod, type IsoDate, isIsoDate } from "../../dates";
import type { Ct600aReturn, Ct600ReturnBoxes, ReliefPart } from "./return-boxes";
import { hmrcText, type TextProblem } from "./text-rules";

/** Everything the XML return is made of: who, which period, the boxes, the declaration and the two iXBRL documents. */
export interface Ct600ReturnInput {
  companyName: string;
  /** Companies House number (box 2); null for an unregistered company. */
  registrationNumber: string | null;
  /** The company's 10-digit Unique Taxpayer Reference (box 3). */
  utr: string;
  /** The accounting period the return covers (boxes 30 and 35). */
  period: { start: IsoDate; end: IsoDate };
  /**
   * The period of account the attached accounts cover, when it is not the return's: a period of account over 12
   * months makes two returns (CTA 2009 s10), each with the whole period's accounts (box 85 instead of box 80).
   */
  accountsPeriod?: { start: IsoDate; end: IsoDate };
  /** "amended" for a return that replaces one HMRC already has. */
  returnType: "new" | "amended";
  /** Boxes 975 and 985: the declarant's name and status (e.g. "Director"). */
  declaration: { name: string; status: string };
  boxes: Ct600ReturnBoxes;
  /** Box 4, company type 2: a close investment-holding company (CTA 2010 s34), charged at the main rate (s18N). */
  closeInvestmentHolding?: boolean;
  /** The tax computations, an inline XBRL (XHTML) document; attached first. */
  computationsIxbrl: string;
  /** The full accounts, an inline XBRL (XHTML) document; attached after the computations. */
  accountsIxbrl: string;
}

/** The input with its texts in the form HMRC's schema takes them. */
export type Ct600Return = Ct600ReturnInput;

/** HMRC's CT-2014 schema takes returns for periods starting on or after this date (CT600 version 3). */
export const EARLIEST_PERIOD_START = "2015-04-01";

const UTR = /^\d{10}$/;
const COMPANY_NUMBER = /^[A-Z0-9]{2,8}$/;

function periodProblems(p: Ct600ReturnInput["period"]): TextProblem[] {
  if (!isIsoDate(p.start) || !isIsoDate(p.end) || p.end < p.start) {
    return [{ field: "The period", message: "The period's start and end dates are not a valid period" }];
  }
  if (p.start < EARLIEST_PERIOD_START) {
    return [{ field: "The period", message: "HMRC's online return takes periods starting on or after 1 April 2015" }];
  }
  // An accounting period is at most 12 months (CTA 2009 s10): 366 days at most, a leap year included.
  if (daysInPeriod(p.start, p.end) > 366) {
    return [{ field: "The period", message: "A return covers at most 12 months: a longer period makes two returns" }];
  }
  return [];
}

function cleanRows<T extends { name: string }>(rows: readonly T[], out: TextProblem[]): T[] {
  return rows.map((r) => {
    const t = hmrcText("The participator's name on the CT600A", r.name, 2, 56);
    if (t.problem) out.push(t.problem);
    return { ...r, name: t.value };
  });
}

const cleanPart = (p: ReliefPart | null, out: TextProblem[]): ReliefPart | null =>
  p ? { ...p, rows: cleanRows(p.rows, out) } : null;

function cleanCt600a(a: Ct600aReturn | null, out: TextProblem[]): Ct600aReturn | null {
  if (!a) return null;
  const part1 = a.part1 ? { ...a.part1, loans: cleanRows(a.part1.loans, out) } : null;
  return { ...a, part1, part2: cleanPart(a.part2, out), part3: cleanPart(a.part3, out) };
}

/**
 * Checks what HMRC's schema would refuse in the person's own words, and returns the input with its texts made plain
 * (accents and typographic quotes removed). The boxes themselves come from core/tax and are not re-checked here.
 */
export function prepareCt600Return(input: Ct600ReturnInput): { value: Ct600Return; problems: TextProblem[] } {
  const problems: TextProblem[] = [];
  const take = (t: ReturnType<typeof hmrcText>) => {
    if (t.problem) problems.push(t.problem);
    return t.value;
  };
  const companyName = take(hmrcText("The company name", input.companyName, 2, 56));
  const declaration = {
    name: take(hmrcText("The declarant's name", input.declaration.name, 2, 56)),
    status: take(hmrcText("The declarant's status", input.declaration.status, 2, 56)),
  };
  const utr = input.utr.replace(/\s+/g, "");
  if (!UTR.test(utr)) problems.push({ field: "The UTR", message: "The UTR must be the company's 10 digits" });
  const registrationNumber = input.registrationNumber?.replace(/\s+/g, "").toUpperCase() || null;
  if (registrationNumber !== null && !COMPANY_NUMBER.test(registrationNumber)) {
    problems.push({ field: "The company number", message: "The company number must be 2 to 8 letters or digits" });
  }
  problems.push(...periodProblems(input.period));
  const boxes = { ...input.boxes, ct600a: cleanCt600a(input.boxes.ct600a, problems) };
  return { value: { ...input, companyName, declaration, utr, registrationNumber, boxes }, problems };
}
