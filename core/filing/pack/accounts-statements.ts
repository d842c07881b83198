import { formatLongUk } from "../../dates";
import type { FilingPackData } from "./filing-pack-data";
import { auditExemptionStatements, periodNoun, type Statement } from "./statements";

/** Which copy of the accounts: the full accounts (with the P&L), or the Registrar's copy without it (s444(1)). */
export interface AccountsCopy {
  profitAndLossIncluded: boolean;
}

/** CA 2006 s480, s475(2): a dormant company's audit exemption, in place of the s477 one. */
function dormantExemption(data: Pick<FilingPackData, "period">): Statement {
  return {
    authority: "CA 2006 s475(2), s480",
    concept:
      "direp:StatementThatCompanyEntitledToExemptionFromAuditUnderSection480CompaniesAct2006RelatingToDormantCompanies",
    text: `For the ${periodNoun(data)} ending ${formatLongUk(data.period.end)} the company was entitled to exemption from audit under section 480 of the Companies Act 2006 relating to dormant companies.`,
  };
}

const REGIME: Statement = {
  authority: "CA 2006 s414(3)(a)",
  concept: "direp:StatementThatAccountsHaveBeenPreparedInAccordanceWithProvisionsSmallCompaniesRegime",
  text: "These accounts have been prepared in accordance with the provisions applicable to companies subject to the small companies regime and in accordance with the micro-entity provisions.",
};

/** CA 2006 s444(1), (5): the copy delivered without the P&L says it is delivered under the small companies regime. */
const NOT_DELIVERED: Statement = {
  authority: "CA 2006 s444(1), (5)",
  concept: "direp:StatementThatDirectorsHaveElectedNotToDeliverProfitLossAccountUnderSection4445ACompaniesAct2006",
  text: "These accounts have been delivered in accordance with the provisions applicable to companies subject to the small companies regime. The directors have elected not to deliver the profit and loss account to the Registrar of Companies.",
};

/**
 * The statements above the director's signature on the balance sheet of one copy of the accounts (uk-accounting-rules
 * §2): the audit exemption (s477, or s480 for a dormant company), s476 and s475(3)(b), the micro-entity provisions
 * (s414(3)(a)), and for the copy without the P&L that it was delivered under the small companies regime (s444).
 */
export function accountsStatements(data: Pick<FilingPackData, "period" | "status">, copy: AccountsCopy): Statement[] {
  const [smallExemption, members, directors] = auditExemptionStatements(data);
  const exemption = data.status.dormant ? dormantExemption(data) : smallExemption!;
  const out = [exemption, members!, directors!, REGIME];
  if (!copy.profitAndLossIncluded) out.push(NOT_DELIVERED);
  return out;
}

/** The accounts type the document tags (FRC `bus:AccountsTypeDimension`), said in words on its cover. */
export function accountsTypeSentence(copy: AccountsCopy): string {
  return copy.profitAndLossIncluded
    ? "Accounts type: full micro-entity accounts, with the profit and loss account."
    : "Accounts type: filleted micro-entity accounts: the balance sheet and notes, without the profit and loss account (Companies Act 2006 s444(1)).";
}
