import { type Accounts, earlierS455Relief, targetTotal, vatTimeline } from "../../../core/accounts";
import type { PeriodAnswers } from "../../../core/contracts/readiness";
import { addDays, splitIntoAccountingPeriods } from "../../../core/dates";
import { directorsLoanNote, hasDirectorAdvances } from "../../../core/filing/pack";
import type { ReadinessInput } from "../../../core/filing/readiness";
import { neg, type Pence, sub, sum, ZERO } from "../../../core/money";
import { type CompanyAccounts, isFirstPeriod } from "../reports/accounts.service";

/** Typed opening balances count as known when any figure was entered (a closed period always hands them on). */
function openingKnown(ca: CompanyAccounts): boolean {
  if (ca.openingSource === "closed-period") return true;
  const typed = ca.company.openingBalances;
  return typed != null && Object.values(typed).some((v) => typeof v === "number");
}

/**
 * The prior year typed on the Company page, as the accounts' comparatives show it: whether its profit and loss and
 * its average number of employees were given. Null when the prior year came from a closed period, or there is none.
 */
function typedPriorOf(ca: CompanyAccounts): ReadinessInput["opening"]["typedPrior"] {
  const prior = ca.comparatives?.prior;
  if (prior?.source !== "typed") return null;
  return { profitAndLoss: prior.profitAndLoss !== null, averageEmployees: prior.averageEmployees !== null };
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
      statedBy: a.statedBy,
      explanation: explain(a.bankAccountId),
    }));
  }
  // Rows saved before bank accounts existed: one check against the stated total.
  if (!bs.cashCheck) return [];
  return [{ id: null, name: "Bank", difference: bs.cashCheck.difference, explanation: null }];
}

const positive = (p: Pence): Pence => (p > 0 ? p : ZERO);

const NO_VAT = { opening: ZERO, accrued: [], paid: [] };

/**
 * The VAT account through the period, for the rule on VAT paid beyond what was owed (core vatPaidBeyondOwed); and
 * corporation tax paid beyond what was owed at the start plus this period's charge (uk-accounting-rules §10).
 */
function hmrcOf(a: Accounts | null): ReadinessInput["hmrc"] {
  if (!a) return { vat: NO_VAT, corporationTaxOverpaid: ZERO };
  const vat = vatTimeline({ period: a.period, ledger: a.ledger, postings: a.postings, openingVat: a.vat.openingVat });
  const ctPaid = neg(targetTotal(a.ledger, "corporation-tax"));
  const ctOwed = sum([positive(a.openingBalances.corporationTax), a.profitAndLoss.micro.tax]);
  return { vat, corporationTaxOverpaid: positive(sub(ctPaid, ctOwed)) };
}

/** The period's deadlines as the Reports page counts them (from the same day), with the tax the period owes. */
function latenessOf(ca: CompanyAccounts): ReadinessInput["lateness"] {
  const d = ca.deadlines;
  if (!d) return null;
  return {
    today: ca.today,
    accounts: d.accounts,
    ct600: d.ct600,
    corporationTaxPayments: d.corporationTaxPayments,
    taxOwed: ca.accounts?.profitAndLoss.micro.tax ?? ZERO,
    dormant: d.dormant,
    filed: d.filed,
  };
}

/**
 * PAYE/NI paid in the period means a payroll; the last month's is paid after the year end. Its amount: what was
 * paid in the month after the end when those rows are imported, otherwise the last payment of the period.
 */
function payrollOf(a: Accounts | null): ReadinessInput["payroll"] {
  const paid = a?.ledger.byCategory.get("paye-ni")?.filter((t) => t.amount < 0) ?? [];
  if (!a || paid.length === 0) return null;
  const monthAfter = addDays(a.period.end, 31);
  const after = a.ledger.later.filter((t) => t.categoryId === "paye-ni" && t.amount < 0 && t.date <= monthAfter);
  const latest = [...paid].sort((x, y) => (x.date < y.date ? 1 : -1))[0]!;
  const lastMonth = after.length > 0 ? neg(sum(after.map((t) => t.amount))) : neg(latest.amount);
  const accrued = a.yearEnd.adjustments.some((j) => j.kind === "accrual" && j.categoryId === "paye-ni");
  return { lastMonth, accrued };
}

/** A closed period's s455 charge that this period's repayments would relieve (core earlierS455Relief). */
function earlierS455Of(ca: CompanyAccounts): ReadinessInput["earlierS455"] {
  const a = ca.accounts;
  if (!a || !ca.period || ca.openingSource !== "closed-period") return null;
  return earlierS455Relief(ca.period, a.yearEnd.openingItems.s455, a.ledger.byTarget.get("directors-loan") ?? []);
}

/**
 * The non-group dividends of a period of account over 12 months, which is two accounting periods (CTA 2009 s10):
 * they count in the one they were received in (CTA 2010 s18L). Null for a period of 12 months or less.
 */
function dividendsReceivedOf(ca: CompanyAccounts): ReadinessInput["dividendsReceived"] {
  if (!ca.period) return null;
  const [first, second] = splitIntoAccountingPeriods(ca.period);
  if (!first || !second) return null;
  return {
    total: ca.company.nonGroupDividendsReceived ?? ZERO,
    firstPeriodEnd: first.end,
    receivedInFirstPeriod: ca.company.nonGroupDividendsReceivedFirstPeriod,
  };
}

/**
 * The period's income by kind, for the close investment-holding company hint (CTA 2010 s34): sales, interest
 * received, the non-group dividends received (a company setting, not a bank category) and any other income.
 */
function incomeOf(ca: CompanyAccounts): ReadinessInput["income"] {
  const a = ca.accounts;
  if (!a) return null;
  const income = a.profitAndLoss.income;
  const of = (id: string) => income.categories.find((c) => c.categoryId === id)?.amount ?? ZERO;
  const turnover = of("sales");
  const interest = of("interest-received");
  return {
    turnover,
    interest,
    dividends: ca.company.nonGroupDividendsReceived ?? ZERO,
    otherIncome: sub(sub(income.total, turnover), interest),
    closeInvestmentHolding: ca.company.closeInvestmentHolding,
  };
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
      utr: c.utr ?? null,
      vatRegistered: c.vatRegistered,
    },
    opening: {
      known: openingKnown(ca),
      firstYear: answers.openingFirstYear,
      startsAtIncorporation: isFirstPeriod(ca),
      difference: cr?.openingBalancesDifference ?? ZERO,
      typedPrior: typedPriorOf(ca),
    },
    // The balance sheet as built puts an opening difference into the reserves; without it, it must balance.
    balanceSheetDifference:
      a && cr ? sub(a.balanceSheet.micro.netAssets, sub(cr.total, cr.openingBalancesDifference)) : ZERO,
    bankAccounts: bankAccountsOf(ca, answers),
    // As the balance sheet's line for them: the Transfers lines added up (paired ones cancel).
    unmatchedTransfers: a ? targetTotal(a.ledger, "transfers") : ZERO,
    microEntity: ca.microEntity,
    staffCosts: a?.profitAndLoss.micro.staffCosts ?? ZERO,
    dividends: a
      ? {
          paid: a.distributableProfits.dividendsPaid,
          available: a.distributableProfits.available,
          excess: a.distributableProfits.excess,
        }
      : { paid: ZERO, available: ZERO, excess: ZERO },
    dividendsReceived: dividendsReceivedOf(ca),
    income: incomeOf(ca),
    s455: a?.s455
      ? {
          overdrawn: a.s455.overdrawnAtPeriodEnd,
          tax: a.s455.tax,
          repaid: a.s455.repaidWithinNineMonths,
          chargedBefore: a.s455.chargedBefore,
          reliefDeadline: a.s455.reliefDeadline,
        }
      : null,
    earlierS455: earlierS455Of(ca),
    hmrc: hmrcOf(a),
    payroll: payrollOf(a),
    lateness: latenessOf(ca),
    equipmentSales: a
      ? {
          unexplained: a.disposals.unexplained.map((r) => ({ date: r.date, proceeds: r.proceeds })),
          unbanked: a.disposals.unbanked.map((r) => ({ date: r.disposedOn!, proceeds: r.disposalProceeds! })),
        }
      : null,
    notes: {
      guaranteesAnswered: answers.guarantees !== null,
      offBalanceSheetAnswered: answers.offBalanceSheet !== null,
      directorAdvances: loan ? hasDirectorAdvances(loan) : false,
      directorLoanTermsAnswered: answers.directorLoanTerms !== null,
    },
  };
}
