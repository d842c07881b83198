import type { AdminFiling, AdminHealth } from "../../../core/contracts";
import { formatGBP, type Pence } from "../../../core/money";

export type BadgeVariant = "default" | "secondary" | "destructive" | "outline";

/** Filing status badges (spec part 2 §4): pending secondary, paid default, expired destructive, refunded outline. */
export function filingBadgeVariant(status: string): BadgeVariant {
  switch (status) {
    case "paid":
      return "default";
    case "expired":
      return "destructive";
    case "refunded":
      return "outline";
    default:
      return "secondary";
  }
}

/** "Pending", "Paid"… for the badge text. */
export function statusLabel(status: string): string {
  return status ? status.charAt(0).toUpperCase() + status.slice(1) : "Unknown";
}

/** Admin amounts are in minor units, shown divided by 100 to 2 decimals: 9900 gbp → "£99.00"; other currencies by code. */
export function formatAmount(amount: number, currency = "gbp"): string {
  const pence = Math.trunc(amount) as Pence;
  if (currency.toLowerCase() === "gbp") return formatGBP(pence);
  return `${formatGBP(pence).replace("£", "")} ${currency.toUpperCase()}`;
}

/** The search box's text: blank clears the results without a call; anything else is searched for, trimmed. */
export type SearchAction = { kind: "clear" } | { kind: "search"; q: string };

export function searchAction(text: string): SearchAction {
  const q = text.trim();
  return q === "" ? { kind: "clear" } : { kind: "search", q };
}

/** The filings table shows the search results while a search is on, else the latest filings. */
export function filingsToShow(
  all: readonly AdminFiling[],
  results: readonly AdminFiling[] | null,
): readonly AdminFiling[] {
  return results ?? all;
}

/** "test mode", "live mode" or "not configured", for the system status line. */
export function paymentModeLabel(mode: AdminHealth["stripeMode"]): string {
  return mode === "test" || mode === "live" ? `${mode} mode` : "not configured";
}

/** A submission's state badge: accepted default, rejected and failed destructive, still waiting secondary. */
export function submissionBadgeVariant(state: string): BadgeVariant {
  if (state === "accepted") return "default";
  if (state === "rejected" || state === "failed") return "destructive";
  return "secondary";
}

export function registryLabel(registry: string): string {
  return registry === "hmrc" ? "HMRC" : registry === "companies-house" ? "Companies House" : registry;
}
