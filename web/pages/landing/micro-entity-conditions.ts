/**
 * The micro-entity size conditions for financial years starting on or after 6 April 2025
 * (Companies Act 2006 s384A as amended by SI 2024/1303). A company qualifies by meeting at least 2 of the 3.
 */
export const MICRO_ENTITY_CONDITIONS = [
  { id: "turnover", label: "Turnover not more than £1 million" },
  { id: "balance-sheet", label: "Balance sheet total (gross assets) not more than £500,000" },
  { id: "employees", label: "10 or fewer employees on average" },
] as const;

export type ConditionId = (typeof MICRO_ENTITY_CONDITIONS)[number]["id"];

export const CONDITIONS_NEEDED = 2;

export function meetsSizeTest(met: ReadonlySet<ConditionId>): boolean {
  return met.size >= CONDITIONS_NEEDED;
}
