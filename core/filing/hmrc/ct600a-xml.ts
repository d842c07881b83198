import { penceEl, positivePenceEl, positivePoundsEl } from "./amounts";
import type { Ct600aReturn, ReliefPart } from "./return-boxes";
import { e, type XmlElement } from "./xml-writer";

/** Part 2 (ReliefEarlierThan) and part 3 (LoanLaterReliefNow) share one shape: dated rows, totals, relief due. */
function reliefPart(name: string, part: ReliefPart | null): XmlElement | null {
  if (!part) return null;
  return e(
    name,
    part.rows.map((r) =>
      e(
        "Loan",
        e("Name", r.name),
        positivePoundsEl("AmountRepaid", r.repaid),
        positivePoundsEl("AmountReleasedOrWrittenOff", r.releasedOrWrittenOff),
        e("Date", r.date),
      ),
    ),
    positivePoundsEl("TotalAmountRepaid", part.totalRepaid),
    positivePoundsEl("TotalAmountReleasedOrWritten", part.totalReleasedOrWrittenOff),
    positivePoundsEl("TotalLoans", part.totalLoans),
    positivePenceEl("ReliefDue", part.reliefDue),
  );
}

/** LoansByCloseCompanies (CT600A, schema type CTA): A5, parts 1–3, A75, A80. */
export function loansByCloseCompanies(a: Ct600aReturn): XmlElement {
  const part1 = a.part1;
  return e(
    "LoansByCloseCompanies",
    e("BeforeEndPeriod", a.a5 ? "yes" : "no"),
    part1 && part1.a15 > 0
      ? e(
          "LoansInformation",
          part1.loans.map((l) => e("Loan", e("Name", l.name), positivePoundsEl("AmountOfLoan", l.amount))),
          positivePoundsEl("TotalLoans", part1.a15),
          positivePenceEl("TaxChargeable", part1.a20),
        )
      : null,
    reliefPart("ReliefEarlierThan", a.part2),
    reliefPart("LoanLaterReliefNow", a.part3),
    positivePoundsEl("TotalLoansOutstanding", a.a75),
    penceEl("TaxPayable", a.a80),
  );
}
