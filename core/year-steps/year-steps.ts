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
  /**
   * The open period is dormant (CA 2006 s1169, core/accounts isDormantPeriod): with no transactions there is
   * nothing to upload, categorise, review or adjust, and the year goes on to its checks and filing.
   */
  dormant?: boolean;
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

/** The upload step of a dormant company with no transactions: it has nothing to upload, and says why. */
export const DORMANT_UPLOAD_TITLE = "No bank statements: dormant company";

/**
 * A dormant company with no transactions (a company that never opened a bank account) has nothing to upload,
 * categorise or review, and no year-end adjustment: one would be an accounting transaction, and the period would
 * no longer be dormant. Those steps are done, so the current step is the next real one (the checks, then filing).
 */
const nothingToRecord = (i: YearStepsInput) => i.dormant === true && !i.hasTransactions;

function doneSteps(i: YearStepsInput): Record<YearStepId, boolean> {
  if (nothingToRecord(i)) {
    return {
      details: i.detailsDone,
      upload: true,
      categorise: true,
      review: true,
      adjustments: true,
      readiness: i.readinessReady,
      packs: i.packDownloaded,
    };
  }
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
  const titles = nothingToRecord(input) ? { ...TITLES, upload: DORMANT_UPLOAD_TITLE } : TITLES;
  const steps = YEAR_STEP_IDS.map((id) => ({ id, title: titles[id], href: HREFS[id], done: done[id] }));
  const current = steps.find((s) => !s.done)?.id ?? null;
  return { steps, current, ready: current === null || (input.readinessReady && input.packDownloaded) };
}
