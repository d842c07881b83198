import { z } from "zod";
import type { App, AppContext } from "../../app-context";
import { requireAdmin } from "../../platform/auth/request-context";
import { registerBilling } from "../../platform/payments/billing";
import { filingCounts, recentFilings, recentPayments, searchFilings } from "./admin.repo";

const FilingDto = z.object({
  id: z.string(),
  userId: z.string(),
  companyName: z.string(),
  periodEnd: z.string(),
  status: z.enum(["pending", "paid", "expired", "refunded"]),
  createdAt: z.string(),
});
const PaymentDto = z.object({
  id: z.string(),
  filingId: z.string().nullable(),
  companyName: z.string().nullable(),
  /** Pence. */
  amount: z.number().int(),
  currency: z.string(),
  customerEmail: z.string().nullable(),
  createdAt: z.string(),
});
const SummaryDto = z.object({
  data: z.object({
    pending: z.number(),
    paid: z.number(),
    expired: z.number(),
    refunded: z.number(),
    totalFilings: z.number(),
    totalPayments: z.number(),
  }),
});
const HealthDto = z.object({
  health: z.object({
    betaMode: z.boolean(),
    stripeMode: z.enum(["test", "live", "not configured"]),
    siteUrl: z.string(),
  }),
});
const SearchQuery = z.object({
  q: z.string().trim().min(1, { message: "Enter a company name or a user ID to search for." }).max(200),
});

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

    admin.get("/api/admin/summary", { schema: { response: { 200: SummaryDto } } }, async () => ({
      data: await filingCounts(db),
    }));

    admin.get(
      "/api/admin/filings",
      { schema: { response: { 200: z.object({ rows: z.array(FilingDto) }) } } },
      async () => ({
        rows: (await recentFilings(db)).map(iso),
      }),
    );

    admin.get(
      "/api/admin/payments",
      { schema: { response: { 200: z.object({ rows: z.array(PaymentDto) }) } } },
      async () => ({
        rows: (await recentPayments(db)).map(iso),
      }),
    );

    admin.get("/api/admin/health", { schema: { response: { 200: HealthDto } } }, async () => ({
      health: { betaMode: billing.betaMode, stripeMode: billing.stripeMode, siteUrl: billing.baseUrl },
    }));

    admin.get(
      "/api/admin/search",
      {
        schema: {
          querystring: SearchQuery,
          response: { 200: z.object({ ok: z.literal(true), rows: z.array(FilingDto) }) },
        },
      },
      async (request) => ({ ok: true as const, rows: (await searchFilings(db, request.query.q)).map(iso) }),
    );
  });
}
