import {
  DirectorLoanTermsAnswer,
  GuaranteesAnswer,
  OffBalanceSheetAnswer,
  type PeriodAnswers,
  type PeriodAnswersPatch,
} from "../../../core/contracts/readiness";

/** "" = not answered yet; the notes state only what is answered. */
export type NoneOrSome = "" | "none" | "some";

/** The notes questions as typed on the Company page (strings, so the inputs stay controlled). */
export interface NotesValues {
  guarantees: NoneOrSome;
  guaranteesText: string;
  guaranteesAmount: string;
  offBalanceSheet: NoneOrSome;
  offBalanceSheetText: string;
  loanInterest: string;
  loanRepayment: string;
  loanWrittenOff: string;
}

export type NotesErrors = Partial<Record<keyof NotesValues, string>>;

export function notesFromAnswers(a: Pick<PeriodAnswers, "guarantees" | "offBalanceSheet" | "directorLoanTerms">) {
  const g = a.guarantees;
  const o = a.offBalanceSheet;
  const values: NotesValues = {
    guarantees: g === null ? "" : g.none ? "none" : "some",
    guaranteesText: g && !g.none ? g.text : "",
    guaranteesAmount: g && !g.none ? g.amount : "",
    offBalanceSheet: o === null ? "" : o.none ? "none" : "some",
    offBalanceSheetText: o && !o.none ? o.text : "",
    loanInterest: a.directorLoanTerms?.interest ?? "",
    loanRepayment: a.directorLoanTerms?.repayment ?? "",
    loanWrittenOff: a.directorLoanTerms?.writtenOff ?? "",
  };
  return values;
}

/** "£1,500" or "1500" typed → "1500" for the contract's pounds pattern (commas and the sign are typing help). */
function amountText(s: string): string {
  return s.trim().replace(/^£/, "").replace(/,/g, "");
}

/** The zod issue's message under the field it belongs to. */
function firstIssue(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = String(issue.path[0] ?? "");
    found[key] ??= issue.message;
  }
  return found;
}

/**
 * The PATCH body for the notes, checked with the contract's own schemas so the page and the server agree. A
 * question left unanswered is sent as null (it stays a blocking item on the checklist).
 */
export function patchFromNotes(v: NotesValues): { patch: PeriodAnswersPatch; errors: NotesErrors } {
  const errors: NotesErrors = {};
  const patch: PeriodAnswersPatch = { guarantees: null, offBalanceSheet: null, directorLoanTerms: null };

  if (v.guarantees !== "") {
    const body =
      v.guarantees === "none"
        ? { none: true as const }
        : { none: false as const, text: v.guaranteesText, amount: amountText(v.guaranteesAmount) };
    const r = GuaranteesAnswer.safeParse(body);
    if (r.success) patch.guarantees = r.data;
    else {
      const issues = firstIssue(r);
      if (issues.text) errors.guaranteesText = `Description ${issues.text}`;
      if (issues.amount) errors.guaranteesAmount = `Amount ${issues.amount}`;
    }
  }

  if (v.offBalanceSheet !== "") {
    const body =
      v.offBalanceSheet === "none" ? { none: true as const } : { none: false as const, text: v.offBalanceSheetText };
    const r = OffBalanceSheetAnswer.safeParse(body);
    if (r.success) patch.offBalanceSheet = r.data;
    else errors.offBalanceSheetText = `Description ${firstIssue(r).text ?? "is not valid"}`;
  }

  const loan = { interest: v.loanInterest, repayment: v.loanRepayment, writtenOff: amountText(v.loanWrittenOff) };
  if (Object.values(loan).some((s) => s.trim() !== "")) {
    // Nothing typed under "written off or waived" means none was.
    const r = DirectorLoanTermsAnswer.safeParse({ ...loan, writtenOff: loan.writtenOff || "0.00" });
    if (r.success) patch.directorLoanTerms = r.data;
    else {
      const issues = firstIssue(r);
      if (issues.interest) errors.loanInterest = `Interest ${issues.interest}`;
      if (issues.repayment) errors.loanRepayment = `Repayment ${issues.repayment}`;
      if (issues.writtenOff) errors.loanWrittenOff = `Amount written off ${issues.writtenOff}`;
    }
  }
  return { patch, errors };
}
