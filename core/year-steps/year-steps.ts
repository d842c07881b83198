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
   * The director said the company had no bank account in the period (a period answer). Only their word counts: a
   * period with no lines is dormant by the accounts' rule whether or not statements are still to come, so dormancy
   * alone must not send a trading company past the upload. Ignored once there are transactions.
   */
  noBankAccount?: boolean;
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

/** The upload step of a company whose director said it had no bank account: nothing to upload, and it says so. */
export const NO_BANK_ACCOUNT_UPLOAD_TITLE = "No bank account: nothing to upload";

/** The director's "no bank account", while there are no transactions to say otherwise. */
const nothingToRecord = (i: YearStepsInput) => i.noBankAccount === true && !i.hasTransactions;

function doneSteps(i: YearStepsInput): Record<YearStepId, boolean> {
  if (nothingToRecord(i)) {
    // Nothing to categorise or review, and no year-end adjustment: one would be an accounting transaction, and a
    // period without any is dormant (CA 2006 s1169(1)). The checklist, then the filing packs, are what remain.
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
  const titles = nothingToRecord(input) ? { ...TITLES, upload: NO_BANK_ACCOUNT_UPLOAD_TITLE } : TITLES;
  const steps = YEAR_STEP_IDS.map((id) => ({ id, title: titles[id], href: HREFS[id], done: done[id] }));
  const current = steps.find((s) => !s.done)?.id ?? null;
  return { steps, current, ready: current === null || (input.readinessReady && input.packDownloaded) };
}
