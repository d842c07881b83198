import { formatLongUk } from "../../dates";
import { formatWholePounds, ZERO } from "../../money";
import { hasDirectorAdvances } from "./directors-loan-note";
import type { FilingPackData } from "./filing-pack-data";
import type { NotesAnswers } from "./notes-answers";
import { periodNoun } from "./statements";

/** A note at the foot of the balance sheet (CA 2006 s472(1A)); `paragraphs` are plain sentences. */
export interface AccountsNote {
  title: string;
  authority: string;
  paragraphs: string[];
}

/** The employees note up to the number, so the iXBRL can tag the number inside the sentence. */
export function employeesLead(data: FilingPackData): string {
  return `The average number of persons employed by the company (including directors) during the ${periodNoun(data)} was `;
}

/** The prior year's figure beside this year's (CA 2006 s411 asks for both), when it is known. */
export function priorEmployeesClause(data: FilingPackData): string {
  const prior = data.prior?.averageEmployees;
  return prior == null ? "" : ` (${data.prior!.date.slice(0, 4)}: ${prior})`;
}

export function employeesSentence(data: FilingPackData): string {
  return `${employeesLead(data)}${data.company.averageEmployees}${priorEmployeesClause(data)}.`;
}

function directorsLoanParagraphs(data: FilingPackData): string[] {
  const d = data.directorsLoan;
  const out: string[] = [];
  if (hasDirectorAdvances(d)) {
    out.push(
      `Advances to directors: ${formatWholePounds(d.advancesBroughtForward)} at ${formatLongUk(data.period.start)}, ` +
        `${formatWholePounds(d.advancesMade)} advanced and ${formatWholePounds(d.advancesRepaid)} repaid during the ${periodNoun(data)}, ` +
        `${formatWholePounds(d.advancesOutstanding)} outstanding at ${formatLongUk(data.period.end)}.`,
    );
    const terms = data.notesAnswers.directorLoanTerms;
    if (terms) out.push(...directorLoanTermsParagraphs(terms));
  } else {
    out.push(`No advances or credits were granted by the company to its directors during the ${periodNoun(data)}.`);
  }
  if (d.closingBalance > 0) {
    out.push(
      `At ${formatLongUk(data.period.end)} the company owed its directors ${formatWholePounds(d.closingBalance)} (director's loan account, included in creditors).`,
    );
  }
  return out;
}

/** The terms as the director gave them (CA 2006 s413(3)(a)–(b)); the amount written off from the answer. */
function directorLoanTermsParagraphs(terms: NonNullable<NotesAnswers["directorLoanTerms"]>): string[] {
  const { writtenOff } = terms;
  return [
    `The advances were made through the director's loan account. Interest: ${terms.interest}. Repayment: ${terms.repayment}.`,
    writtenOff === ZERO
      ? "No amounts were written off or waived."
      : `${formatWholePounds(writtenOff)} was written off or waived.`,
  ];
}

function guaranteesParagraphs(data: FilingPackData): string[] {
  const g = data.notesAnswers.guarantees;
  if (!g) return [];
  if (g.none) {
    return [
      "The company had no guarantees, contingencies or other financial commitments not shown in the balance sheet.",
    ];
  }
  return [`${g.text} (total ${formatWholePounds(g.amount)}).`];
}

function offBalanceSheetParagraphs(data: FilingPackData): string[] {
  const o = data.notesAnswers.offBalanceSheet;
  if (!o) return [];
  return o.none ? [`The company had no off-balance sheet arrangements during the ${periodNoun(data)}.`] : [o.text];
}

/** The notes a micro-entity must give (uk-accounting-rules §1; FRS 105 para 6.2). */
export function accountsNotes(data: FilingPackData): AccountsNote[] {
  return [
    {
      title: "Average number of employees",
      authority: "CA 2006 s411; FRS 105 para 6.2",
      paragraphs: [employeesSentence(data)],
    },
    {
      title: "Advances and credits to directors",
      authority: "CA 2006 s413",
      paragraphs: directorsLoanParagraphs(data),
    },
    {
      title: "Guarantees and other financial commitments",
      authority: "SI 2008/409 Sch 1 para 57",
      paragraphs: guaranteesParagraphs(data),
    },
    {
      title: "Off-balance sheet arrangements",
      authority: "CA 2006 s410A",
      paragraphs: offBalanceSheetParagraphs(data),
    },
    // A note the director has not answered is left out rather than guessed.
  ].filter((n) => n.paragraphs.length > 0);
}
