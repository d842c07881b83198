import type { PeriodDto } from "../../../core/contracts";

/**
 * The last day of the company's closed years: rows dated on or before it are locked (the server refuses to change
 * or delete them), so the list shows them without a delete button. Null when no year is closed.
 */
export function closedThrough(periods: readonly PeriodDto[]): string | null {
  let through: string | null = null;
  for (const p of periods) if (p.status === "closed" && (through === null || p.endDate > through)) through = p.endDate;
  return through;
}
