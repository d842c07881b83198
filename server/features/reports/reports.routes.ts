import type { FastifyRequest } from "fastify";
import type { ZodType } from "zod";
import { type CompanyReports, PeriodQuery, type SampleReports } from "../../../core/contracts";
import type { App, AppContext } from "../../app-context";
import { requireSession } from "../../platform/auth/request-context";
import { requireScope } from "../../platform/company/company-scope";
import { londonToday } from "../../platform/london-today";
import { type CompanyAccounts, type CompanySettings, loadCompanyAccounts } from "./accounts.service";
import { balanceSheetReport } from "./balance-sheet-report";
import { corporationTaxReport } from "./corporation-tax-report";
import { deadlinesReport } from "./deadlines-report";
import { DrilldownQuery, drilldownRows, explainRows, PeriodDrilldownQuery } from "./drilldown";
import { type PageReportName, pageReportHandler } from "./kept-page-reports";
import { monthlyReport } from "./monthly-report";
import { profitLossReport } from "./profit-loss-report";
import {
  BalanceSheetResponse,
  CorporationTaxResponse,
  DeadlinesResponse,
  DrilldownResponse,
  ExplainResponse,
  MonthlyResponse,
  ProfitLossResponse,
  SampleResponse,
  VatResponse,
} from "./reports.schemas";
import { SAMPLE_COMPANY } from "./sample-company";
import { sampleCompanyAccounts } from "./sample-reports";

/** The four reports and the chart series of one company's accounts, as GET /api/reports/sample returns them. */
function allReports(ca: CompanyAccounts<CompanySettings>): CompanyReports {
  return {
    profitLoss: profitLossReport(ca),
    balanceSheet: balanceSheetReport(ca),
    corporationTax: corporationTaxReport(ca),
    deadlines: deadlinesReport(ca),
    monthly: monthlyReport(ca),
  };
}

/** Reports of the current company (signed in) and of the built-in sample company (public). Money in pounds. */
export async function reportsRoutes(app: App, ctx: AppContext): Promise<void> {
  const { db } = ctx.database;

  app.get(
    "/api/reports/sample",
    { schema: { response: { 200: SampleResponse } } },
    async (): Promise<SampleReports> => ({
      sample: true,
      company: {
        name: SAMPLE_COMPANY.name,
        registrationNumber: SAMPLE_COMPANY.registrationNumber,
        averageEmployees: SAMPLE_COMPANY.averageEmployees,
        directors: SAMPLE_COMPANY.directors,
        openingBalances: SAMPLE_COMPANY.openingBalances,
      },
      ...allReports(await sampleCompanyAccounts(londonToday())),
    }),
  );

  app.get(
    "/api/reports/sample/drilldown",
    { schema: { querystring: DrilldownQuery, response: { 200: DrilldownResponse } } },
    async (request) => drilldownRows(await sampleCompanyAccounts(londonToday()), request.query.line),
  );

  await app.register(async (signedIn: App) => {
    // onRequest runs before validation, so a signed-out caller gets 401 whatever the query; reports are private.
    signedIn.addHook("onRequest", async (request, reply) => {
      requireSession(request);
      reply.header("Cache-Control", "no-store");
    });
    // `?period=` (a closed period's id or start date) shows that period as it was closed; missing: the open one.
    const load = async (request: FastifyRequest) =>
      loadCompanyAccounts(
        db,
        await requireScope(db, request),
        londonToday(),
        (request.query as { period?: string } | undefined)?.period,
      );
    const querystring = PeriodQuery;

    // The page's reports: kept at the company's accounts version, all built together on a miss (kept-page-reports).
    const routes: [string, PageReportName, ZodType][] = [
      ["/api/reports/profit-loss", "profit-loss", ProfitLossResponse],
      ["/api/reports/balance-sheet", "balance-sheet", BalanceSheetResponse],
      ["/api/reports/corporation-tax", "corporation-tax", CorporationTaxResponse],
      ["/api/reports/deadlines", "deadlines", DeadlinesResponse],
      ["/api/reports/monthly", "monthly", MonthlyResponse],
      ["/api/reports/vat", "vat", VatResponse],
    ];
    for (const [url, name, response] of routes) {
      signedIn.get(
        url,
        { schema: { querystring, response: { 200: response } } },
        pageReportHandler(ctx.database, name),
      );
    }
    signedIn.get(
      "/api/reports/drilldown",
      { schema: { querystring: PeriodDrilldownQuery, response: { 200: DrilldownResponse } } },
      async (request) => drilldownRows(await load(request), request.query.line),
    );
    signedIn.get(
      "/api/reports/explain",
      {
        schema: {
          description:
            "Everything behind a report line: its transactions, and the year-end adjustments and opening items " +
            "that move it, each with its effect on the line.",
          querystring: PeriodDrilldownQuery,
          response: { 200: ExplainResponse },
        },
      },
      async (request) => explainRows(await load(request), request.query.line),
    );
  });
}
