import {
  AdminFilingsResponse,
  AdminHealthResponse,
  AdminPaymentsResponse,
  AdminSearchQuery,
  AdminSearchResponse,
  AdminSubmissionsResponse,
  AdminSummaryResponse,
} from "../../../core/contracts";
import type { App, AppContext } from "../../app-context";
import { requireAdmin } from "../../platform/auth/request-context";
import { registerBilling } from "../../platform/payments/billing";
import { filingCounts, recentFilings, recentPayments, recentSubmissions, searchFilings } from "./admin.repo";

const iso = <T extends { createdAt: Date }>(row: T) => ({ ...row, createdAt: row.createdAt.toISOString() });

/** The admin dashboard's reads. Every route is for admins only, checked here on the server (401, then 403). */
export async function adminRoutes(app: App, ctx: AppContext): Promise<void> {
  const { db } = ctx.database;
  const billing = registerBilling(app, ctx);

  await app.register(async (admin: App) => {
    // onRequest: after the session is loaded, before any validation, so a stranger learns nothing from a 400.
    admin.addHook("onRequest", async (request, reply) => {
      requireAdmin(request);
      reply.header("Cache-Control", "no-store");
    });

    admin.get("/api/admin/summary", { schema: { response: { 200: AdminSummaryResponse } } }, async () => ({
      data: await filingCounts(db),
    }));

    admin.get("/api/admin/filings", { schema: { response: { 200: AdminFilingsResponse } } }, async () => ({
      rows: (await recentFilings(db)).map(iso),
    }));

    admin.get("/api/admin/payments", { schema: { response: { 200: AdminPaymentsResponse } } }, async () => ({
      rows: (await recentPayments(db)).map(iso),
    }));

    // Submissions to Companies House and HMRC, apart from the filings (paid periods) above.
    admin.get("/api/admin/submissions", { schema: { response: { 200: AdminSubmissionsResponse } } }, async () => ({
      rows: (await recentSubmissions(db)).map(({ submissionNumber, correlationId, submittedAt, answeredAt, ...r }) => ({
        ...r,
        reference: submissionNumber ?? correlationId,
        submittedAt: submittedAt.toISOString(),
        answeredAt: answeredAt?.toISOString() ?? null,
      })),
    }));

    admin.get("/api/admin/health", { schema: { response: { 200: AdminHealthResponse } } }, async () => ({
      health: { betaMode: billing.betaMode, stripeMode: billing.stripeMode, siteUrl: billing.baseUrl },
    }));

    admin.get(
      "/api/admin/search",
      {
        schema: {
          querystring: AdminSearchQuery,
          response: { 200: AdminSearchResponse },
        },
      },
      async (request) => ({ ok: true as const, rows: (await searchFilings(db, request.query.q)).map(iso) }),
    );
  });
}
