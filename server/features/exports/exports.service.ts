import { openingBalancesFromWholePounds } from "../../../core/accounts";
import { notesAnswersFromWire, type PeriodAnswers } from "../../../core/contracts/readiness";
import type { IsoDate, Period } from "../../../core/dates";
import { includesProfitAndLoss } from "../../../core/filing/companies-house";
import {
  type AccountsCopy,
  type Approval,
  buildFilingPackData,
  type CashExplanation,
  type FilingPackData,
} from "../../../core/filing/pack";
import type { Database, Db } from "../../db/client";
import type { Scope } from "../../platform/auth/request-context";
import { type CompanyRow, getCompany } from "../../platform/company/company-row";
import { AppError } from "../../platform/errors";
import { checkExportAllowed } from "../filings/filings.service";
import { loadPeriodAnswers } from "../period-answers/period-answers.service";
import { type CompanyAccounts, loadCompanyAccounts } from "../reports/accounts.service";
import { listExportTransactions } from "./exports.repo";
import { type ChIxbrlBody, type ChPackBody, CONTENT_TYPES, FILE_NAMES, type HmrcPackBody } from "./exports.schemas";
import { checkApprovalDate, signingDirector } from "./signing-director";

/**
 * The PDF and workbook renderers load on first use: pdfkit and exceljs take about half a second to import, which a
 * restarting server should not spend before it can answer.
 */
const renderers = {
  pdf: () => import("../../exports/pdf/ch-pack-pdf"),
  chXlsx: () => import("../../exports/xlsx/ch-pack-xlsx"),
  hmrcXlsx: () => import("../../exports/xlsx/hmrc-pack-xlsx"),
  fullXlsx: () => import("../../exports/xlsx/full-export-xlsx"),
};

export interface ExportFile {
  fileName: string;
  contentType: string;
  body: Buffer | string;
}

const NO_ACCOUNTS = "No transactions to export. Upload a bank statement first.";

/** The pack's data from the same accounts the reports show (server-side; never figures from the browser). */
function packFrom(
  ca: CompanyAccounts,
  approval: Approval | null,
  answers: PeriodAnswers | null = null,
): FilingPackData {
  if (!ca.accounts) throw new AppError("bad_request", NO_ACCOUNTS);
  const c = ca.company;
  return buildFilingPackData({
    company: {
      name: c.name,
      registrationNumber: c.registrationNumber,
      incorporationDate: c.incorporationDate,
      averageEmployees: c.averageEmployees,
      principalActivity: c.principalActivity,
    },
    accounts: ca.accounts,
    // The prior-year column: the period closed before this one, else last year's closing balance sheet as entered
    // on the Company page (which belongs to the first period only once a period is closed).
    openingBalances: ca.openingSource === "typed" ? openingBalancesFromWholePounds(c.openingBalances) : null,
    priorYear: ca.priorSource,
    approval,
    today: ca.today,
    corporationTax: ca.taxComputations,
    deadlines: ca.deadlines ?? undefined,
    microEntity: ca.microEntity,
    notesAnswers: answers ? notesAnswersFromWire(answers) : null,
    cashExplanations: answers ? cashExplanationsOf(ca, answers) : [],
  });
}

/** Each bank account's explained cash check difference, for the workbook. */
function cashExplanationsOf(ca: CompanyAccounts, answers: PeriodAnswers): CashExplanation[] {
  return (ca.accounts?.balanceSheet.bankAccounts ?? []).flatMap((a) => {
    const text = a.bankAccountId ? answers.cashExplanations[a.bankAccountId] : undefined;
    return text && a.difference ? [{ account: a.name, difference: a.difference, explanation: text }] : [];
  });
}

/** The closed period whose packs are asked for again (its own payment decides them); undefined for the open one. */
function closedPeriodOf(ca: CompanyAccounts): Period | undefined {
  return ca.periodStatus.status === "closed" && ca.period ? ca.period : undefined;
}

/**
 * Who may sign: today's directors (the board approving now), and for a closed period also its directors as kept at
 * the close, so a pack signed then can be downloaded again unchanged after a director is renamed or leaves.
 */
function signers(today: readonly string[], ca: CompanyAccounts): string[] {
  return [...new Set([...today, ...ca.company.directors])];
}

/** The period's answers (the notes state only them); null before the company has a period. */
async function answersFor(db: Db, scope: Scope, ca: CompanyAccounts): Promise<PeriodAnswers | null> {
  return ca.period ? loadPeriodAnswers(db, scope, ca.period) : null;
}

/** CA 2006 s414: a named director signs for the board, on a date not before the balance sheet date. */
function checkSignature(body: ChPackBody): string {
  const name = body.directorName.trim();
  if (!name || !body.confirmed) {
    throw new AppError(
      "bad_request",
      !name
        ? "Please enter the full name of the director approving the accounts."
        : "Please confirm the accounts are accurate and prepared in accordance with FRS 105.",
    );
  }
  return name;
}

/**
 * The checks every Companies House pack shares, cheapest first, all before the filing gate so a refused request
 * changes nothing: the signature (400), the registration number (400), the director (400), the approval date
 * (400), then the filing gate (402, which takes the free filing on the first download of a confirmed period; a
 * submission passes the same rule in its own words). `periodRef` (a closed period's id or start date) makes the
 * pack of that period from what was kept at its close; missing: the open period.
 */
export async function chPackData(
  db: Db,
  scope: Scope,
  body: ChPackBody,
  today: IsoDate,
  gate: PackPaymentGate = checkExportAllowed,
  periodRef?: string,
): Promise<FilingPackData> {
  return (await chPackFiling(db, scope, body, today, gate, periodRef)).data;
}

/**
 * The payment gate a pack or submission passes: `closed` the closed period asked for (undefined: the open one),
 * `company` the company as that period states it (a closed year's name, number and UTR as at its close).
 */
export type PackPaymentGate = (db: Db, scope: Scope, closed?: Period, company?: CompanyRow) => Promise<unknown>;

/** chPackData's pack with the company as the period states it (a return also needs its UTR). */
export async function chPackFiling(
  db: Db,
  scope: Scope,
  body: ChPackBody,
  today: IsoDate,
  gate: PackPaymentGate = checkExportAllowed,
  periodRef?: string,
): Promise<{ data: FilingPackData; company: CompanyRow }> {
  const name = checkSignature(body);
  const company = await getCompany(db, scope);
  if (!company) throw new AppError("not_found", "Company not found.");
  const ca = await loadCompanyAccounts(db, scope, today, periodRef);
  if (!ca.company.registrationNumber) {
    throw new AppError(
      "bad_request",
      "Please add the company registration number on the Company page: Companies House accounts must show it.",
    );
  }
  const director = signingDirector(name, signers(company.directors, ca));
  const date = checkApprovalDate(body.approvalDate ?? today, ca.period?.end ?? null, today);
  await gate(db, scope, closedPeriodOf(ca), ca.company);
  return { data: packFrom(ca, { directorName: director, date }, await answersFor(db, scope, ca)), company: ca.company };
}

/**
 * Which copy of the accounts the Companies House packs state: with the P&L when the director chose to deliver it or
 * the law requires it for the period (CA 2006 s444(1)), as the filing decides, so the PDF, the workbook, the iXBRL
 * and the accounts filed all state the same election.
 */
export function chAccountsCopy(body: Pick<ChIxbrlBody, "includeProfitAndLoss">, data: FilingPackData): AccountsCopy {
  return { profitAndLossIncluded: includesProfitAndLoss(body.includeProfitAndLoss, data.period.start) };
}

export async function chPackPdf(
  db: Db,
  scope: Scope,
  body: ChIxbrlBody,
  today: IsoDate,
  periodRef?: string,
): Promise<ExportFile> {
  const data = await chPackData(db, scope, body, today, checkExportAllowed, periodRef);
  return {
    fileName: FILE_NAMES.chPdf,
    contentType: CONTENT_TYPES.pdf,
    body: await (await renderers.pdf()).renderChPackPdf(data, chAccountsCopy(body, data)),
  };
}

export async function chPackXlsx(
  db: Db,
  scope: Scope,
  body: ChIxbrlBody,
  today: IsoDate,
  periodRef?: string,
): Promise<ExportFile> {
  const data = await chPackData(db, scope, body, today, checkExportAllowed, periodRef);
  return {
    fileName: FILE_NAMES.chXlsx,
    contentType: CONTENT_TYPES.xlsx,
    body: await (await renderers.chXlsx()).renderChPackXlsx(data, chAccountsCopy(body, data)),
  };
}

/**
 * The CT600 draft needs no signature; it is still a filing pack, so it passes the filing gate. A director's name,
 * when given, fills the return's declaration (boxes 975–985), dated the approval date or today. `periodRef`: as
 * chPackData.
 */
export async function hmrcPackXlsx(
  db: Db,
  scope: Scope,
  body: HmrcPackBody,
  today: IsoDate,
  periodRef?: string,
): Promise<ExportFile> {
  const ca = await loadCompanyAccounts(db, scope, today, periodRef);
  const requested = body.directorName?.trim();
  const directors = requested ? ((await getCompany(db, scope))?.directors ?? []) : [];
  const name = requested ? signingDirector(requested, signers(directors, ca)) : null;
  const date = checkApprovalDate(body.approvalDate ?? today, ca.period?.end ?? null, today);
  await checkExportAllowed(db, scope, closedPeriodOf(ca));
  const data = packFrom(ca, null, await answersFor(db, scope, ca));
  const details = {
    utr: ca.company.utr,
    declaration: name ? { name, date, status: "Director" } : null,
    attachments: hmrcAttachments(ca.company),
  };
  return {
    fileName: FILE_NAMES.hmrcXlsx,
    contentType: CONTENT_TYPES.xlsx,
    body: await (await renderers.hmrcXlsx()).renderHmrcPackXlsx(data, details),
  };
}

/**
 * Which iXBRL documents the HMRC pack can attach to the return (box 80): the accounts need the company number and
 * the principal activity (HMRC rule JFCVC.3312); the computations the company number (their context identifier,
 * the same as the accounts') and the 10-digit UTR.
 */
export function hmrcAttachments(company: {
  registrationNumber: string | null;
  principalActivity?: string | null;
  utr?: string | null;
}): { accounts: boolean; computations: boolean } {
  const crn = Boolean(company.registrationNumber?.trim());
  return {
    accounts: crn && Boolean(company.principalActivity?.trim()),
    computations: crn && /^\d{10}$/.test(company.utr?.replace(/\s+/g, "") ?? ""),
  };
}

/**
 * The user's own data: no filing gate, and it works before any period exists. Every transaction, with the reports
 * of the open period, or of the closed one `periodRef` names (as it was closed).
 */
export async function fullExportXlsx(
  database: Database,
  scope: Scope,
  today: IsoDate,
  periodRef?: string,
): Promise<ExportFile> {
  const ca = await loadCompanyAccounts(database.db, scope, today, periodRef);
  const transactions = await listExportTransactions(database, scope);
  const body = await (await renderers.fullXlsx()).renderFullExportXlsx({
    companyName: ca.company.name,
    generatedOn: today,
    pack: ca.accounts ? packFrom(ca, null, await answersFor(database.db, scope, ca)) : null,
    transactions,
  });
  return { fileName: FILE_NAMES.fullXlsx, contentType: CONTENT_TYPES.xlsx, body };
}
