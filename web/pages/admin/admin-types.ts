/** The admin dashboard's reads (spec part 2 §3), as the server's admin routes answer them. */

export type FilingStatus = "pending" | "paid" | "expired" | "refunded";

export interface AdminFiling {
  id: string;
  userId: string;
  companyName: string;
  /** YYYY-MM-DD. */
  periodEnd: string;
  status: FilingStatus | string;
  /** ISO timestamp. */
  createdAt: string;
}

export interface AdminPayment {
  id: string;
  filingId: string | null;
  companyName: string | null;
  /** Minor units (pence for GBP). */
  amount: number;
  currency: string;
  customerEmail: string | null;
  createdAt: string;
}

export interface AdminSummary {
  pending: number;
  paid: number;
  expired: number;
  refunded: number;
  totalFilings: number;
  totalPayments: number;
}

export interface AdminHealth {
  betaMode: boolean;
  stripeMode: "test" | "live" | "not configured" | string;
  siteUrl: string;
}
