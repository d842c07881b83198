import { formatLongUk } from "../../dates";
import type { Approval, FilingPackData } from "./filing-pack-data";

/**
 * The statements a micro-entity's balance sheet carries above the director's signature, worded as in
 * uk-accounting-rules §2 (Arelle-validated public wording). Each has the iXBRL concept that tags it (§6).
 */
export interface Statement {
  /** Why it is there. */
  authority: string;
  concept: string;
  text: string;
}

/** "year" for a 12-month period, else "period" (the s477 sentence names the financial year). */
export function periodNoun(data: Pick<FilingPackData, "period">): "year" | "period" {
  return data.period.isTwelveMonths ? "year" : "period";
}

export function auditExemptionStatements(
  data: Pick<FilingPackData, "period"> & Partial<Pick<FilingPackData, "microEntity">>,
): Statement[] {
  // The micro-entity statement only for a company that passes the test (CA 2006 s384A); else the small regime's.
  const micro = data.microEntity?.qualifies !== false;
  const ending = formatLongUk(data.period.end);
  return [
    {
      authority: "CA 2006 s475(2), s477",
      concept:
        "direp:StatementThatCompanyEntitledToExemptionFromAuditUnderSection477CompaniesAct2006RelatingToSmallCompanies",
      text: `For the ${periodNoun(data)} ending ${ending} the company was entitled to exemption from audit under section 477 of the Companies Act 2006 relating to small companies.`,
    },
    {
      authority: "CA 2006 s475(3)(a), s476",
      concept: "direp:StatementThatMembersHaveNotRequiredCompanyToObtainAnAudit",
      text: "The members have not required the company to obtain an audit in accordance with section 476 of the Companies Act 2006.",
    },
    {
      authority: "CA 2006 s475(3)(b)",
      concept: "direp:StatementThatDirectorsAcknowledgeTheirResponsibilitiesUnderCompaniesAct",
      text: "The directors acknowledge their responsibilities for complying with the requirements of the Companies Act 2006 with respect to accounting records and the preparation of accounts.",
    },
    {
      // s414(3)(a): micro-entity provisions, prominently above the signature; s444: delivered without the P&L.
      authority: "CA 2006 s414(3)(a), s444",
      concept: "direp:StatementThatAccountsHaveBeenPreparedInAccordanceWithProvisionsSmallCompaniesRegime",
      text: micro
        ? "These accounts have been prepared in accordance with the provisions applicable to companies subject to the small companies regime and in accordance with the micro-entity provisions and delivered in accordance with the provisions applicable to companies subject to the small companies regime."
        : "These accounts have been prepared in accordance with the provisions applicable to companies subject to the small companies regime and delivered in accordance with the provisions applicable to companies subject to the small companies regime.",
    },
  ];
}

/** CA 2006 s414(1)–(2) approval and s444(6) name of the signing director. */
export function approvalSentence(approval: Approval): string {
  return `Approved by the board of directors on ${formatLongUk(approval.date)} and signed on its behalf by ${approval.directorName}, Director.`;
}

export function coverSubtitle(data: Pick<FilingPackData, "period">): string {
  return `Unaudited financial statements for the period ended ${formatLongUk(data.period.end)}`;
}

export function registrationLine(data: Pick<FilingPackData, "company">): string {
  return `Company registration number ${data.company.registrationNumber ?? "(not set)"}`;
}
