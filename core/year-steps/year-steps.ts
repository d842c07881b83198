/**
 * "Your year, step by step": where a director is in their first year, from company details to the filing packs.
 * Pure: the server counts what each step reads; the card shows the answer.
 */

export const YEAR_STEP_IDS = [
  "details",
  "upload",
  "categorise",
  "review",
  "adjustments",
  "readiness",
  "packs",
] as const;
export type YearStepId = (typeof YEAR_STEP_IDS)[number];

export interface YearStep {
  id: YearStepId;
  title: string;
  /** Where the step is done in the app. */
  href: string;
  done: boolean;
}

export interface YearSteps {
  steps: YearStep[];
  /** The first step not done yet; null when every one is. */
  current: YearStepId | null;
  /** The year is ready (checks pass and a filing pack was downloaded): the card is no longer shown. */
  ready: boolean;
}

export interface YearStepsInput {
  /** The readiness checks of the company's details and its VAT registration pass. */
  detailsDone: boolean;
  /** The company has saved transactions. */
  hasTransactions: boolean;
  /** The readiness check "every transaction in the period has a category" passes. */
  categorised: boolean;
  /** The readiness check "every category guess has been reviewed" passes. */
  reviewed: boolean;
  /** Year-end adjustments entered for the period. */
  adjustments: number;
  /** The person said the period needs no year-end adjustments. */
  adjustmentsChecked: boolean;
  /** No readiness check blocks. */
  readinessReady: boolean;
  /** A filing pack of the period was downloaded (its filing is settled). */
  packDownloaded: boolean;
}

const TITLES: Record<YearStepId, string> = {
  details: "Company details",
  upload: "Upload bank statements",
  categorise: "Categorise",
  review: "Review doubtful rows",
  adjustments: "Year-end adjustments",
  readiness: "Readiness checklist",
  packs: "Filing packs",
};

const HREFS: Record<YearStepId, string> = {
  details: "/company#details",
  upload: "/upload",
  categorise: "/transactions?category=uncategorised",
  review: "/transactions?review=1",
  adjustments: "/reports#year-end",
  readiness: "/reports#readiness",
  packs: "/reports#filing-packs",
};

function doneSteps(i: YearStepsInput): Record<YearStepId, boolean> {
  return {
    details: i.detailsDone,
    upload: i.hasTransactions,
    categorise: i.hasTransactions && i.categorised,
    review: i.hasTransactions && i.categorised && i.reviewed,
    adjustments: i.adjustments > 0 || i.adjustmentsChecked,
    readiness: i.readinessReady,
    packs: i.packDownloaded,
  };
}

/** Each step done or not, in order; the current one is the first not done. */
export function yearSteps(input: YearStepsInput): YearSteps {
  const done = doneSteps(input);
  const steps = YEAR_STEP_IDS.map((id) => ({ id, title: TITLES[id], href: HREFS[id], done: done[id] }));
  const current = steps.find((s) => !s.done)?.id ?? null;
  return { steps, current, ready: current === null || (input.readinessReady && input.packDownloaded) };
}
