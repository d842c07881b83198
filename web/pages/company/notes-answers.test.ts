import { describe, expect, it } from "vitest";
import { type NotesValues, notesFromAnswers, patchFromNotes } from "./notes-answers";

const blank: NotesValues = notesFromAnswers({ guarantees: null, offBalanceSheet: null, directorLoanTerms: null });

describe("patchFromNotes", () => {
  it("sends unanswered questions as null, so they stay on the checklist", () => {
    expect(blank.guarantees).toBe("");
    expect(patchFromNotes(blank)).toEqual({
      patch: { guarantees: null, offBalanceSheet: null, directorLoanTerms: null },
      errors: {},
    });
  });

  it("sends 'none' answers and the director's loan terms as the contract shapes them", () => {
    const { patch, errors } = patchFromNotes({
      ...blank,
      guarantees: "none",
      offBalanceSheet: "none",
      loanInterest: "Interest free",
      loanRepayment: "Repayable on demand",
      loanWrittenOff: "0.00",
    });
    expect(errors).toEqual({});
    expect(patch).toEqual({
      guarantees: { none: true },
      offBalanceSheet: { none: true },
      directorLoanTerms: { interest: "Interest free", repayment: "Repayable on demand", writtenOff: "0.00" },
    });
  });

  it("reads an empty amount written off or waived as none, with no error", () => {
    const { patch, errors } = patchFromNotes({
      ...blank,
      loanInterest: "Interest free",
      loanRepayment: "Repayable on demand",
      loanWrittenOff: "",
    });
    expect(errors).toEqual({});
    expect(patch.directorLoanTerms).toEqual({
      interest: "Interest free",
      repayment: "Repayable on demand",
      writtenOff: "0.00",
    });
  });

  it("reads a typed amount with £ and commas as pounds", () => {
    const { patch } = patchFromNotes({
      ...blank,
      guarantees: "some",
      guaranteesText: "Office lease, 3 years",
      guaranteesAmount: "£12,500.00",
    });
    expect(patch.guarantees).toEqual({ none: false, text: "Office lease, 3 years", amount: "12500.00" });
  });

  it("puts each problem under its field and sends nothing for that question", () => {
    const { patch, errors } = patchFromNotes({
      ...blank,
      guarantees: "some",
      guaranteesText: " ",
      guaranteesAmount: "lots",
      offBalanceSheet: "some",
      loanInterest: "Interest free",
    });
    expect(patch.guarantees).toBeNull();
    expect(errors.guaranteesText).toBe("Description must not be blank");
    expect(errors.guaranteesAmount).toBe("Amount must be an amount in pounds, e.g. 1500.00");
    expect(errors.offBalanceSheetText).toBeDefined();
    expect(errors.loanRepayment).toBeDefined();
    // Nothing typed under "written off or waived" means none: no error there.
    expect(errors.loanWrittenOff).toBeUndefined();
  });
});

describe("notesFromAnswers", () => {
  it("shows saved answers back in the form", () => {
    const values = notesFromAnswers({
      guarantees: { none: false, text: "Lease", amount: "900.00" },
      offBalanceSheet: { none: true },
      directorLoanTerms: { interest: "2.25% a year", repayment: "Within 9 months", writtenOff: "0.00" },
    });
    expect(values).toMatchObject({
      guarantees: "some",
      guaranteesText: "Lease",
      guaranteesAmount: "900.00",
      offBalanceSheet: "none",
      loanInterest: "2.25% a year",
    });
  });
});
