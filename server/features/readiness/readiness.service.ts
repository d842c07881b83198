import type { PeriodAnswers } from "../../../core/contracts/readiness";
import type { IsoDate } from "../../../core/dates";
import { computeReadiness, type Readiness } from "../../../core/filing/readiness";
import type { Db } from "../../db/client";
import type { Scope } from "../../platform/auth/request-context";
import { vehicleGuesses } from "../fixed-assets/fixed-assets.service";
import { loadPeriodAnswers } from "../period-answers/period-answers.service";
import { type CompanyAccounts, loadCompanyAccounts } from "../reports/accounts.service";
import { readinessInputFrom } from "./readiness-input";

export interface PeriodReadiness {
  readiness: Readiness;
  accounts: CompanyAccounts;
  /** Null when the company has no period yet (nothing to answer for). */
  answers: PeriodAnswers | null;
}

const NO_ANSWERS = (start: IsoDate, end: IsoDate): PeriodAnswers => ({
  period: { startDate: start, endDate: end },
  periodConfirmed: false,
  openingFirstYear: false,
  guarantees: null,
  offBalanceSheet: null,
  directorLoanTerms: null,
  cashExplanations: {},
  statedBalances: {},
  noBankAccount: false,
});

/**
 * The readiness of the current company's period (`periodRef` a closed one's id or start date), from the same
 * accounts the reports and the packs use and the answers given for exactly that period.
 */
export async function periodReadiness(
  db: Db,
  scope: Scope,
  today: IsoDate,
  periodRef?: string,
): Promise<PeriodReadiness> {
  return readinessOf(db, scope, await loadCompanyAccounts(db, scope, today, periodRef));
}

/** The readiness of the period of accounts already built, with the answers given for exactly that period. */
export async function readinessOf(db: Db, scope: Scope, accounts: CompanyAccounts): Promise<PeriodReadiness> {
  const p = accounts.period;
  const answers = p ? await loadPeriodAnswers(db, scope, p) : null;
  // The register is changed only while the period is open; a closed period's tax was worked out when it closed.
  const vehicles = p && accounts.periodStatus.status === "open" ? await vehicleGuesses(db, scope, p) : null;
  const readiness = computeReadiness({ ...readinessInputFrom(accounts, answers ?? NO_ANSWERS("", "")), vehicles });
  return { readiness, accounts, answers };
}
