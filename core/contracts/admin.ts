import { z } from "zod";

/** The admin dashboard's reads (spec part 2 §3 and §7), as the server answers them and the admin page reads them. */

export const FILING_STATUSES = ["pending", "paid", "expired", "refunded"] as const;
export type FilingStatus = (typeof FILING_STATUSES)[number];

export const AdminFiling = z.object({
  id: z.string(),
  userId: z.string(),
  companyName: z.string(),
  /** YYYY-MM-DD. */
  periodEnd: z.string(),
  status: z.enum(FILING_STATUSES),
  /** ISO timestamp. */
  createdAt: z.string(),
});
export type AdminFiling = z.infer<typeof AdminFiling>;

export const AdminPayment = z.object({
  id: z.string(),
  filingId: z.string().nullable(),
  companyName: z.string().nullable(),
  /** Minor units (pence for GBP), as the spec shows them: divided by 100 on screen. */
  amount: z.number().int(),
  currency: z.string(),
  customerEmail: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminPayment = z.infer<typeof AdminPayment>;

export const AdminSummary = z.object({
  pending: z.number(),
  paid: z.number(),
  expired: z.number(),
  refunded: z.number(),
  totalFilings: z.number(),
  totalPayments: z.number(),
});
export type AdminSummary = z.infer<typeof AdminSummary>;

export const AdminHealth = z.object({
  betaMode: z.boolean(),
  stripeMode: z.enum(["test", "live", "not configured"]),
  siteUrl: z.string(),
});
export type AdminHealth = z.infer<typeof AdminHealth>;

/** `GET /api/admin/summary` → `{ data }`. */
export const AdminSummaryResponse = z.object({ data: AdminSummary });
/** `GET /api/admin/health` → `{ health }`. */
export const AdminHealthResponse = z.object({ health: AdminHealth });
/** `GET /api/admin/filings` → `{ rows }`. */
export const AdminFilingsResponse = z.object({ rows: z.array(AdminFiling) });
/** `GET /api/admin/payments` → `{ rows }`. */
export const AdminPaymentsResponse = z.object({ rows: z.array(AdminPayment) });
/** `GET /api/admin/search?q=` → `{ ok, rows }`. */
export const AdminSearchResponse = z.object({ ok: z.literal(true), rows: z.array(AdminFiling) });

export const AdminSearchQuery = z.object({
  q: z.string().trim().min(1, { message: "Enter a company name or a user ID to search for." }).max(200),
});
