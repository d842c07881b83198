import type { PeriodAnswers } from "../../../core/contracts/readiness";
import { directorsLoanNote, hasDirectorAdvances } from "../../../core/filing/pack";
import type { ReadinessInput } from "../../../core/filing/readiness";
import { sub, ZERO } from "../../../core/money";
import type { CompanyAccounts } from "../reports/accounts.service";

/** Typed opening balances count as known when any figure was entered (a closed period always hands them on). */
function openingKnown(ca: CompanyAccounts): boolean {
  if (ca.openingSource === "closed-period") return true;
  const typed = ca.company.openingBalances;
  return typed != null && Object.values(typed).some((v) => typeof v === "number");
}

function bankAccountsOf(ca: CompanyAccounts, answers: PeriodAnswers): ReadinessInput["bankAccounts"] {
  const bs = ca.accounts?.balanceSheet;
  if (!bs) return [];
  const explain = (id: string | null) => (id ? (answers.cashExplanations[id] ?? null) : null);
  if (bs.bankAccounts.length > 0) {
    return bs.bankAccounts.map((a) => ({
      id: a.bankAccountId,
      name: a.name,
      difference: a.difference,
      explanation: explain(a.bankAccountId),
    }));
  }
  // Rows saved before bank accounts existed: one check against the stated total.
  if (!bs.cashCheck) return [];
  return [{ id: null, name: "Bank", difference: bs.cashCheck.difference, explanation: null }];
}

/** What the readiness rules read, from the period's accounts (as the reports show them) and the period's answers. */
export function readinessInputFrom(ca: CompanyAccounts, answers: PeriodAnswers): ReadinessInput {
  const a = ca.accounts;
  const c = ca.company;
  const cr = a?.balanceSheet.micro.capitalAndReserves;
  const loan = a
    ? directorsLoanNote(a.openingBalances.directorsLoan, a.ledger.byTarget.get("directors-loan") ?? [])
    : null;
  return {
    uncategorised: a?.profitAndLoss.uncategorizedCount ?? 0,
    needsReview: a?.profitAndLoss.needsReviewCount ?? 0,
    periodConfirmed: answers.periodConfirmed,
    company: {
      name: c.name,
      registrationNumber: c.registrationNumber,
      directors: c.directors,
      principalActivity: c.principalActivity,
      vatRegistered: c.vatRegistered,
    },
    opening: {
      known: openingKnown(ca),
      firstYear: answers.openingFirstYear,
      difference: cr?.openingBalancesDifference ?? ZERO,
    },
    // The balance sheet as built puts an opening difference into the reserves; without it, it must balance.
    balanceSheetDifference:
      a && cr ? sub(a.balanceSheet.micro.netAssets, sub(cr.total, cr.openingBalancesDifference)) : ZERO,
    bankAccounts: bankAccountsOf(ca, answers),
    microEntity: ca.microEntity,
    dividends: a
      ? {
          paid: a.distributableProfits.dividendsPaid,
          available: a.distributableProfits.available,
          excess: a.distributableProfits.excess,
        }
      : { paid: ZERO, available: ZERO, excess: ZERO },
    s455: a?.s455 ? { overdrawn: a.s455.overdrawnAtPeriodEnd, tax: a.s455.tax } : null,
    notes: {
      guaranteesAnswered: answers.guarantees !== null,
      offBalanceSheetAnswered: answers.offBalanceSheet !== null,
      directorAdvances: loan ? hasDirectorAdvances(loan) : false,
      directorLoanTermsAnswered: answers.directorLoanTerms !== null,
    },
  };
}
