import type { FastifyReply, FastifyRequest } from "fastify";
import type { ZodType } from "zod";
import { readinessToWire } from "../../../core/contracts/readiness";
import type { Database } from "../../db/client";
import type { Scope } from "../../platform/auth/request-context";
import { requireScope } from "../../platform/company/company-scope";
import { type KeptAnswer, keepAnswers, readKept } from "../../platform/kept-reports/kept-reports";
import { londonToday } from "../../platform/london-today";
import { ReadinessResponse } from "../readiness/readiness.schemas";
import { readinessOf } from "../readiness/readiness.service";
import { type CompanyAccounts, loadCompanyAccounts } from "./accounts.service";
import { balanceSheetReport } from "./balance-sheet-report";
import { corporationTaxReport } from "./corporation-tax-report";
import { deadlinesReport } from "./deadlines-report";
import { monthlyReport } from "./monthly-report";
import { profitLossReport } from "./profit-loss-report";
import {
  BalanceSheetResponse,
  CorporationTaxResponse,
  DeadlinesResponse,
  MonthlyResponse,
  ProfitLossResponse,
  VatResponse,
} from "./reports.schemas";
import { vatReport } from "./vat-report";

interface PageReport {
  /** The answer's schema: the kept text is what the route's serializer would have sent. */
  schema: ZodType;
  /** Counts from today's date, so kept per day as well as per version. */
  dated: boolean;
  build: (ca: CompanyAccounts, database: Database, scope: Scope) => unknown;
}

/**
 * Every report the Reports page asks for, built from one computation of the period's accounts: the existing
 * builders, unchanged; what they answer is kept (platform/kept-reports).
 */
export const PAGE_REPORTS = {
  "profit-loss": { schema: ProfitLossResponse, dated: false, build: profitLossReport },
  "balance-sheet": { schema: BalanceSheetResponse, dated: false, build: balanceSheetReport },
  "corporation-tax": { schema: CorporationTaxResponse, dated: false, build: corporationTaxReport },
  deadlines: { schema: DeadlinesResponse, dated: true, build: deadlinesReport },
  monthly: { schema: MonthlyResponse, dated: false, build: monthlyReport },
  vat: { schema: VatResponse, dated: false, build: vatReport },
  readiness: {
    schema: ReadinessResponse,
    dated: true,
    build: async (ca, database, scope) => readinessToWire((await readinessOf(database.db, scope, ca)).readiness),
  },
} satisfies Record<string, PageReport>;

export type PageReportName = keyof typeof PAGE_REPORTS;
export const PAGE_REPORT_NAMES = Object.keys(PAGE_REPORTS) as PageReportName[];

/** What the page's answers are built for: whose, which period (`?period=`; absent: the open one), from which day. */
export interface PageRequest {
  scope: Scope;
  period: string | undefined;
  today: string;
}

/** The page's answers being built in this process, by whose, which period, version and day: built once, shared. */
const building = new Map<string, Promise<Map<PageReportName, string>>>();

async function buildAll(database: Database, req: PageRequest): Promise<KeptAnswer[]> {
  const ca = await loadCompanyAccounts(database.db, req.scope, req.today, req.period);
  const answers: KeptAnswer[] = [];
  for (const name of PAGE_REPORT_NAMES) {
    const spec: PageReport = PAGE_REPORTS[name];
    const body = JSON.stringify(spec.schema.parse(await spec.build(ca, database, req.scope)));
    answers.push({ report: name, today: spec.dated ? req.today : "", body });
  }
  return answers;
}

/** Builds and keeps every answer of the page at `version`, once per process for callers who ask together. */
function buildAndKeep(database: Database, req: PageRequest, version: string): Promise<Map<PageReportName, string>> {
  const key = [req.scope.userId, req.scope.companyId, req.period ?? "", version, req.today].join("|");
  const running = building.get(key);
  if (running) return running;
  const work = (async () => {
    const answers = await buildAll(database, req);
    // Keeping is a saving, not the answer: a company erased meanwhile must not turn a built answer into an error.
    await keepAnswers(database, req.scope, req.period ?? "", version, answers).catch(() => undefined);
    return new Map(answers.map((a) => [a.report as PageReportName, a.body]));
  })().finally(() => building.delete(key));
  building.set(key, work);
  return work;
}

/**
 * One report of the page as JSON text: kept at the company's accounts version (and today's date, for the dated
 * ones), else built with all the others from one computation of the accounts and kept. The version is read before
 * the accounts' inputs, so a kept answer is never older than its version says.
 */
export async function pageReport(database: Database, req: PageRequest, name: PageReportName): Promise<string> {
  const today = PAGE_REPORTS[name].dated ? req.today : "";
  const kept = await readKept(database, req.scope, { period: req.period ?? "", report: name, today });
  if (kept.body !== null) return kept.body;
  const built = await buildAndKeep(database, req, kept.version ?? "0");
  return built.get(name) as string;
}

/**
 * The handler of a page report's route (`?period=` optional). The kept text is sent as it is: Fastify sends a string
 * with a JSON content type without the route's serializer, and the text was made by that schema when it was built.
 */
export function pageReportHandler(database: Database, name: PageReportName) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const scope = await requireScope(database.db, request);
    const period = (request.query as { period?: string } | undefined)?.period;
    const body = await pageReport(database, { scope, period, today: londonToday() }, name);
    await reply.type("application/json; charset=utf-8").send(body);
  };
}
