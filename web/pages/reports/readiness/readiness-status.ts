import type { Readiness, ReadinessCheck, ReadinessStatus } from "../../../../core/contracts/readiness";

/** Each status in words, so the list never relies on its colour alone. */
export const STATUS_TEXT: Record<ReadinessStatus, string> = {
  pass: "Done",
  warn: "Check",
  block: "Must fix",
};

export function blockingChecks(checks: readonly ReadinessCheck[]): ReadinessCheck[] {
  return checks.filter((c) => c.status === "block");
}

/** Blocking items first, then the warnings, then what is done; the server's order within each. */
export function checklistOrder(checks: readonly ReadinessCheck[]): ReadinessCheck[] {
  const rank: Record<ReadinessStatus, number> = { block: 0, warn: 1, pass: 2 };
  return checks
    .map((check, index) => ({ check, index }))
    .sort((a, b) => rank[a.check.status] - rank[b.check.status] || a.index - b.index)
    .map((x) => x.check);
}

/**
 * Why the filing packs cannot be downloaded yet, or null when nothing blocks. A closed year's packs are judged on
 * that year, which the checklist (the current period's) does not show and which only reopening can change.
 */
export function packsDisabledReason(readiness: Readiness | undefined, closed = false): string | null {
  if (!readiness) return "The filing packs wait for the readiness checks to load.";
  const blocking = blockingChecks(readiness.checks).length;
  if (readiness.ready && blocking === 0) return null;
  const items = blocking === 1 ? "1 item blocks" : `${blocking} items block`;
  if (closed) return `This closed year's filing packs are disabled: ${items} filing. Reopen the year to fix them.`;
  return `The filing packs are disabled: ${items} filing. Fix the items marked "${STATUS_TEXT.block}" in the checklist above.`;
}
