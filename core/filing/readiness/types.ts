import type { Pence } from "../../money";

/** How a readiness check stands: a block stops the filing packs, a warning does not. */
export type ReadinessStatus = "pass" | "warn" | "block";

/** Stable ids: the web app and the tests address checks by them. */
export const READINESS_CHECK_IDS = [
  "uncategorised",
  "low-confidence",
  "period-confirmed",
  "company-details",
  "vat-answered",
  "opening-balances",
  "balance-sheet-balances",
  "cash-check",
  "unmatched-transfers",
  "micro-entity",
  "dividends",
  "dividends-received",
  "close-investment-holding",
  "directors-loan",
  "notes-answered",
  "hmrc-balances",
  "payroll-accrual",
  "filing-late",
  "equipment-sales",
  "vehicles-described",
] as const;
export type ReadinessCheckId = (typeof READINESS_CHECK_IDS)[number];

/** A year-end adjustment a check suggests (an accrual), its amount in pence. */
export interface SuggestedAccrual {
  kind: "accrual";
  categoryId: string;
  description: string;
  amount: Pence;
  vatRate: null;
}

export interface ReadinessCheck {
  id: ReadinessCheckId;
  status: ReadinessStatus;
  /** One sentence a director understands, with the figure or count where there is one. */
  message: string;
  /** The app path where it is fixed, e.g. "/transactions?category=uncategorised" or "/company#notes". */
  fixAt: string;
  /** A year-end adjustment the check suggests, added in one click. */
  suggestedAdjustment?: SuggestedAccrual;
}

export interface Readiness {
  /** True when no check blocks. */
  ready: boolean;
  checks: ReadinessCheck[];
}
