import type { ReadinessCheckId, ReadinessStatus } from "./types";

/**
 * The readiness checks that stop the year being closed: every check that blocks, but the micro-entity test.
 * Closing carries the closing balance sheet into the next period as its opening balances (uk-accounting-rules §9),
 * so the year's figures and answers must be finished first: an uncategorised row would be carried forward as an
 * unexplained amount. The micro-entity test (CA 2006 s384A) decides only which accounts the company may file, not
 * whether its figures are finished: a company over the limits still files full accounts beside its CT600 (the HMRC
 * packs' gate passes it too), and its next year must be able to begin.
 */
export function yearCloseBlockers<C extends { id: ReadinessCheckId; status: ReadinessStatus }>(
  checks: readonly C[],
): C[] {
  return checks.filter((c) => c.status === "block" && c.id !== "micro-entity");
}

/** The refusal of a close while `messages` (the blocking checks' own sentences) stand. */
export function yearCloseRefusal(messages: readonly string[]): string {
  return `Finish these before closing the year: ${messages.join(" ")}`;
}
