import type { ReadinessCheckId } from "./types";

/** Where in the app each check is fixed (the web app links each item there). */
export const FIX_AT: Record<ReadinessCheckId, string> = {
  uncategorised: "/transactions?category=uncategorised",
  "low-confidence": "/transactions?review=1",
  "period-confirmed": "/company#period",
  "company-details": "/company#details",
  "vat-answered": "/company#vat",
  "opening-balances": "/company#opening-balances",
  "balance-sheet-balances": "/reports#balance-sheet",
  "cash-check": "/reports#cash-check",
  "unmatched-transfers": "/reports#balance-sheet",
  "micro-entity": "/reports#micro-entity",
  dividends: "/reports#balance-sheet",
  "dividends-received": "/company#company-dividends-first-period",
  "close-investment-holding": "/company#company-close-investment-holding",
  "directors-loan": "/reports#corporation-tax",
  "notes-answered": "/company#notes",
  "hmrc-balances": "/company#opening-balances",
  "payroll-accrual": "/reports#year-end",
  "filing-late": "/reports#deadlines",
  "equipment-sales": "/company#fixed-assets",
  "vehicles-described": "/company#fixed-assets",
};
