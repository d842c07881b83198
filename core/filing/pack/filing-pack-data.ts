import { type Accounts, type OpeningBalances, type PriorYearSource, yearFiguresFromTyped } from "../../accounts";
import { addDays, type IsoDate, startsAtIncorporation, twelveMonthEnd } from "../../dates";
import { formatGBP, formatWholePoundsNumber } from "../../money";
import type { CorporationTaxComputation } from "../../tax";
import { type FilingDeadlines, filingDeadlines } from "../deadlines";
import type { MicroEntityCheck } from "../micro-entity";
import { type DirectorsLoanNote, directorsLoanNote } from "./directors-loan-note";
import { type EntityStatus, entityStatus, twelveMonthStart } from "./entity-status";
import { type CashExplanation, NO_NOTES_ANSWERS, type NotesAnswers } from "./notes-answers";
import { currentBalanceSheet, priorBalanceSheet, type StatutoryBalanceSheet } from "./statutory-balance-sheet";
import { type StatutoryProfitAndLoss, statutoryProfitAndLoss } from "./statutory-profit-and-loss";

export interface FilingPackCompany {
  /** Exactly as on the register (uk-accounting-rules §2). */
  name: string;
  registrationNumber: string | null;
  incorporationDate?: IsoDate | null;
  /** Monthly average of people employed, directors included (CA 2006 s411; FRS 105 para 6.2). */
  averageEmployees: number;
  /** What the company does, as the directors describe it (tagged bus:DescriptionPrincipalActivities). */
  principalActivity?: string | null;
}

/** The s414 approval: who signed the balance sheet for the board, and when. */
export interface Approval {
  directorName: string;
  date: IsoDate;
}

/**
 * Everything a filing pack shows, from core's accounts and the company's details: the renderers (PDF, XLSX,
 * iXBRL) read only this, never the database, so they can be tested on accounts built directly by core.
 */
export interface FilingPackData {
  company: FilingPackCompany;
  period: { start: IsoDate; end: IsoDate; isTwelveMonths: boolean };
  /** Whole pounds, A–K. */
  balanceSheet: StatutoryBalanceSheet;
  /**
   * The prior year (CA 2006 Sch 1 para 7 via SI 2008/409): the period closed before this one, else last year's balance
   * sheet from the typed opening balances; null for a first year (no comparatives). `profitAndLoss` and
   * `averageEmployees` are null when the prior year was typed without them.
   */
  prior: {
    /** The prior year's first day (from its period when closed here; else the 12 months ending on `date`). */
    start: IsoDate;
    date: IsoDate;
    balanceSheet: StatutoryBalanceSheet;
    profitAndLoss: StatutoryProfitAndLoss | null;
    averageEmployees: number | null;
  } | null;
  /** Whole pounds, A–H (not delivered to the Registrar: s444(1)). */
  profitAndLoss: StatutoryProfitAndLoss;
  directorsLoan: DirectorsLoanNote;
  /** Null for packs that need no signature (the HMRC draft). */
  approval: Approval | null;
  /** One per accounting period (two when the period of account exceeds 12 months). */
  corporationTax: CorporationTaxComputation[];
  deadlines: FilingDeadlines;
  microEntity: MicroEntityCheck | null;
  /** Dormant (CA 2006 s1169) and the trading status, from the period's lines. */
  status: EntityStatus;
  /** The accounts in pence, for the detailed sheets of the workbooks. */
  accounts: Accounts;
  /** Plain sentences about adjustments the reader should know about (rounding, unbalanced opening balances). */
  remarks: string[];
  /** What the director answered for the notes; the notes state only this. */
  notesAnswers: NotesAnswers;
  generatedOn: IsoDate;
}

export interface FilingPackInput {
  company: FilingPackCompany;
  accounts: Accounts;
  /** The company's opening balances as entered; null or undefined: a first year (or a prior year closed here). */
  openingBalances: Partial<OpeningBalances> | null | undefined;
  /**
   * The prior year: a period closed here, rebuilt (its balance sheet and P&L become the comparatives in place of
   * the opening balances), or typed (its P&L lines and employees beside the typed opening balances).
   */
  priorYear?: PriorYearSource | null;
  approval: Approval | null;
  /** Today (Europe/London): the deadlines count from it. */
  today: IsoDate;
  corporationTax?: CorporationTaxComputation[] | null;
  deadlines?: FilingDeadlines;
  microEntity?: MicroEntityCheck | null;
  /** The period's notes answers; missing: none answered. */
  notesAnswers?: NotesAnswers | null;
  /** Cash check differences the person explained: they appear in the remarks (the workbook). */
  cashExplanations?: readonly CashExplanation[];
}

export function buildFilingPackData(input: FilingPackInput): FilingPackData {
  const { accounts, company } = input;
  const { start, end } = accounts.period;
  const balanceSheet = currentBalanceSheet(accounts.balanceSheet);
  const prior = priorColumn(input);
  return {
    company,
    period: { start, end, isTwelveMonths: end === twelveMonthEnd(start) },
    balanceSheet,
    prior,
    profitAndLoss: statutoryProfitAndLoss(accounts.profitAndLoss.micro),
    directorsLoan: directorsLoanNote(
      accounts.openingBalances.directorsLoan,
      accounts.ledger.byTarget.get("directors-loan") ?? [],
    ),
    approval: input.approval,
    corporationTax: input.corporationTax ?? accounts.corporationTax ?? [],
    deadlines:
      input.deadlines ?? filingDeadlines(accounts.period, input.today, company.incorporationDate, accounts.dormant),
    microEntity: input.microEntity ?? null,
    status: entityStatus(
      accounts,
      prior && { profitAndLoss: prior.profitAndLoss, profitAndLossReserve: prior.balanceSheet.profitAndLossAccount },
    ),
    accounts,
    remarks: [
      ...remarks(accounts, balanceSheet, prior?.balanceSheet ?? null),
      ...(input.cashExplanations ?? []).map(cashRemark),
    ],
    notesAnswers: input.notesAnswers ?? NO_NOTES_ANSWERS,
    generatedOn: input.today,
  };
}

/**
 * The prior-year column: a closed period as its own pack showed it, else the typed opening balances. None in the
 * company's first period (incorporated within it): there is no previous financial year to show (CA 2006 Sch 1 para 7
 * via SI 2008/409), even when opening figures were typed for it.
 */
function priorColumn(input: FilingPackInput): FilingPackData["prior"] {
  if (startsAtIncorporation(input.accounts.period, input.company.incorporationDate)) return null;
  const p = input.priorYear;
  if (p?.kind === "accounts") {
    return {
      start: p.accounts.period.start,
      date: p.accounts.period.end,
      balanceSheet: currentBalanceSheet(p.accounts.balanceSheet),
      profitAndLoss: statutoryProfitAndLoss(p.accounts.profitAndLoss.micro),
      averageEmployees: p.averageEmployees,
    };
  }
  if (!input.openingBalances) return null;
  const typed = p?.kind === "typed" ? yearFiguresFromTyped(p) : null;
  const date = addDays(input.accounts.period.start, -1);
  return {
    start: typed?.period.start ?? twelveMonthStart(date),
    date,
    balanceSheet: priorBalanceSheet(input.openingBalances),
    profitAndLoss: typed?.profitAndLoss ? statutoryProfitAndLoss(typed.profitAndLoss) : null,
    averageEmployees: typed?.averageEmployees ?? null,
  };
}

function remarks(accounts: Accounts, current: StatutoryBalanceSheet, prior: StatutoryBalanceSheet | null): string[] {
  const out: string[] = [];
  if (current.reserveAdjustment !== 0) {
    out.push("Rounding each line to whole pounds moved a pound or two into the profit and loss account.");
  }
  // An opening balances difference is never put into a reserve: it is named, and the sheet shows it does not balance.
  const difference = accounts.balanceSheet.micro.capitalAndReserves.openingBalancesDifference;
  if (difference !== 0) {
    out.push(
      `Opening balance difference not yet explained: ${formatGBP(difference)}. Last year's figures (the opening balances) do not balance; the difference is not added to any reserve, so capital and reserves differ from net assets by it until it is explained.`,
    );
  }
  if (prior && prior.openingBalancesDifference !== 0) {
    out.push(
      `Opening balance difference not yet explained in the prior-year column: ${formatWholePoundsNumber(prior.openingBalancesDifference)}. Its profit and loss account is shown as entered, not as the figure that would balance it.`,
    );
  }
  if (prior && prior.reserveAdjustment !== 0) {
    out.push(
      "Rounding last year's lines to whole pounds moved a pound or two into the prior-year profit and loss account.",
    );
  }
  return out;
}

/** The person's explanation of a cash check difference, as the workbook states it. */
function cashRemark(e: CashExplanation): string {
  return `Cash check, ${e.account}: the bank's balance differs from the books by ${formatGBP(e.difference)}. Explanation: ${e.explanation}`;
}
