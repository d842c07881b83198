import { daysInPeriod, type IsoDate } from "../../dates";

/** What an iXBRL document says about whose it is and which period it covers, as read from its facts and contexts. */
export interface DocumentFacts {
  companyNumbers: readonly string[];
  utrs: readonly string[];
  /** The period the document reports on (accounts) or the return covers (computations), when it says. */
  periodStart: IsoDate | null;
  periodEnd: IsoDate | null;
}

export interface ReturnIdentity {
  registrationNumber: string | null;
  utr: string;
  period: { start: IsoDate; end: IsoDate };
  /** The period of account the accounts cover, when the return says it is not the return's own (box 85). */
  accountsPeriod?: { start: IsoDate; end: IsoDate };
}

export type CrossCheckDocument = "accounts" | "computations";

export interface CrossCheckProblem {
  document: CrossCheckDocument;
  field: "company number" | "UTR" | "period end";
  message: string;
}

const NAMES: Record<CrossCheckDocument, string> = { accounts: "The accounts", computations: "The tax computations" };

/** Companies House numbers compared as written on the register: upper case, no spaces, 8 characters. */
export function normaliseCompanyNumber(n: string): string {
  const s = n.replace(/\s+/g, "").toUpperCase();
  return /^\d+$/.test(s) ? s.padStart(8, "0") : s;
}

function numberProblems(doc: CrossCheckDocument, r: ReturnIdentity, f: DocumentFacts): CrossCheckProblem[] {
  const expected = r.registrationNumber === null ? null : normaliseCompanyNumber(r.registrationNumber);
  const found = [...new Set(f.companyNumbers.map(normaliseCompanyNumber))];
  if (expected === null) return [];
  if (doc === "accounts" && found.length === 0) {
    return [{ document: doc, field: "company number", message: `${NAMES[doc]} do not give the company number` }];
  }
  return found
    .filter((n) => n !== expected)
    .map((n) => ({
      document: doc,
      field: "company number" as const,
      message: `${NAMES[doc]} give company number ${n}, the return ${expected}`,
    }));
}

function utrProblems(doc: CrossCheckDocument, r: ReturnIdentity, f: DocumentFacts): CrossCheckProblem[] {
  const found = [...new Set(f.utrs.map((u) => u.replace(/\s+/g, "")))];
  if (doc === "computations" && found.length === 0) {
    return [{ document: doc, field: "UTR", message: `${NAMES[doc]} do not give the UTR` }];
  }
  return found
    .filter((u) => u !== r.utr)
    .map((u) => ({
      document: doc,
      field: "UTR" as const,
      message: `${NAMES[doc]} give UTR ${u}, the return ${r.utr}`,
    }));
}

/**
 * The accounts cover a period of account; the return an accounting period. They end on the same day, except where a
 * period of account over 12 months makes two returns (CTA 2009 s10): then the return's period lies inside the
 * accounts' and may end earlier.
 */
function accountsPeriodAgrees(r: ReturnIdentity, f: DocumentFacts): boolean {
  if (r.accountsPeriod) return f.periodEnd === r.accountsPeriod.end;
  if (f.periodEnd === r.period.end) return true;
  if (f.periodEnd === null || f.periodStart === null) return false;
  const inside = f.periodStart <= r.period.start && r.period.end <= f.periodEnd;
  return inside && daysInPeriod(f.periodStart, f.periodEnd) > 366;
}

function periodProblems(doc: CrossCheckDocument, r: ReturnIdentity, f: DocumentFacts): CrossCheckProblem[] {
  const agrees = doc === "accounts" ? accountsPeriodAgrees(r, f) : f.periodEnd === r.period.end;
  if (agrees) return [];
  const said = f.periodEnd === null ? "do not give the period end" : `end on ${f.periodEnd}`;
  const theirs =
    doc === "accounts" && r.accountsPeriod
      ? `the period of account on ${r.accountsPeriod.end}`
      : `the return on ${r.period.end}`;
  return [{ document: doc, field: "period end", message: `${NAMES[doc]} ${said}, ${theirs}` }];
}

/**
 * What HMRC cross-checks before it accepts a return (errors 1606 and 1607, 5005 for the UTR): the company number,
 * the UTR and the period end agree between the return, the accounts and the computations. The computations must name
 * the UTR and the period; the accounts must name the company number when the return has one.
 */
export function crossCheckReturn(
  r: ReturnIdentity,
  accounts: DocumentFacts,
  computations: DocumentFacts,
): CrossCheckProblem[] {
  return (["accounts", "computations"] as const).flatMap((doc) => {
    const f = doc === "accounts" ? accounts : computations;
    return [...numberProblems(doc, r, f), ...utrProblems(doc, r, f), ...periodProblems(doc, r, f)];
  });
}
