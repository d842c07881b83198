import type { PeriodAnswers, PeriodAnswersPatch } from "../../../core/contracts/readiness";
import type { Period } from "../../../core/dates";
import type { Db } from "../../db/client";
import type { Scope } from "../../platform/auth/request-context";
import { setCompanyPeriodIfUnset } from "../filings/filings.repo";
import { assertPeriodOpen } from "../periods/period-guard";
import { answeredPeriod } from "./answered-period";
import { mergeByAccount } from "./merge-by-account";
import { assertOwnAccounts } from "./own-accounts";
import {
  findPeriodAnswers,
  type PeriodAnswersRow,
  type PeriodAnswersValues,
  upsertPeriodAnswers,
} from "./period-answers.repo";
import { mergeStatedBalances } from "./stated-balances";

const UNANSWERED: PeriodAnswersValues = {
  periodConfirmed: false,
  openingFirstYear: false,
  guarantees: null,
  offBalanceSheet: null,
  directorLoanTerms: null,
  cashExplanations: {},
  statedBalances: {},
  noBankAccount: false,
};

function toDto(period: Period, row: PeriodAnswersRow | PeriodAnswersValues | undefined): PeriodAnswers {
  const r = { ...UNANSWERED, ...row };
  return {
    period: { startDate: period.start, endDate: period.end },
    periodConfirmed: r.periodConfirmed ?? false,
    openingFirstYear: r.openingFirstYear ?? false,
    guarantees: r.guarantees ?? null,
    offBalanceSheet: r.offBalanceSheet ?? null,
    directorLoanTerms: r.directorLoanTerms ?? null,
    cashExplanations: r.cashExplanations ?? {},
    statedBalances: r.statedBalances ?? {},
    noBankAccount: r.noBankAccount ?? false,
  };
}

/** The answers of a period as stored (unanswered ones null, false or empty). */
export async function loadPeriodAnswers(db: Db, scope: Scope, period: Period): Promise<PeriodAnswers> {
  return toDto(period, await findPeriodAnswers(db, scope, period));
}

export async function getPeriodAnswers(db: Db, scope: Scope, ref?: string): Promise<PeriodAnswers> {
  const { period } = await answeredPeriod(db, scope, ref);
  return loadPeriodAnswers(db, scope, period);
}

const explanation = (text: string) => (text === "" ? null : text);

/**
 * Changes what is given, keeps the rest. A closed period's answers are part of it and cannot change (409). An
 * explanation or a bank balance for an account the company does not have is refused (404) before anything is written.
 * Confirming a period suggested from the first transaction stores it as the company's period, so what was
 * confirmed is what the reports and packs use.
 */
export async function patchPeriodAnswers(
  db: Db,
  scope: Scope,
  patch: PeriodAnswersPatch,
  ref?: string,
): Promise<PeriodAnswers> {
  return db.transaction(async (tx) => {
    const q = tx as unknown as Db;
    const { period, suggested } = await answeredPeriod(q, scope, ref);
    await assertPeriodOpen(q, scope, period.end, "its answers");
    const old = toDto(period, await findPeriodAnswers(q, scope, period));
    const { cashExplanations, statedBalances, ...rest } = patch;
    await assertOwnAccounts(q, scope, { cashExplanations, statedBalances });
    const values: PeriodAnswersValues = {
      periodConfirmed: old.periodConfirmed,
      openingFirstYear: old.openingFirstYear,
      guarantees: old.guarantees,
      offBalanceSheet: old.offBalanceSheet,
      directorLoanTerms: old.directorLoanTerms,
      noBankAccount: old.noBankAccount,
      ...rest,
      cashExplanations: mergeByAccount(old.cashExplanations, cashExplanations, explanation),
      statedBalances: mergeStatedBalances(old.statedBalances, statedBalances),
    };
    if (suggested && values.periodConfirmed) await setCompanyPeriodIfUnset(q, scope, period);
    return toDto(period, await upsertPeriodAnswers(q, scope, period, values));
  });
}
