import type { DeadlinesReport } from "../../../core/contracts";

export interface EmptyReportsText {
  title: string;
  body: string;
}

const NOT_YET: EmptyReportsText = {
  title: "No transactions yet",
  body: "Upload your bank statements and your Profit & Loss, Balance Sheet, corporation tax and filing deadlines will appear here.",
};

/*
 * A company with a period and no lines in it is dormant (CA 2006 s1169): a company that never opened a bank account
 * has no statements to upload, and its dormant accounts are already on the page. Saying only "upload your bank
 * statements" sent its accountant looking for statements that do not exist. A trading company that has not uploaded
 * yet reads the same card, so it asks for the statements first and claims nothing is ready.
 */
const DORMANT: EmptyReportsText = {
  title: "No transactions in this period",
  body:
    "If the company has a bank account, upload its statements. A company with no bank account and nothing to record " +
    "in the period is dormant (Companies Act 2006 s1169): its dormant accounts are below, to check and file.",
};

/** What the Reports page says above the reports when the period has no transactions. */
export function emptyReportsText(deadlines: DeadlinesReport | undefined): EmptyReportsText {
  return deadlines?.available && deadlines.dormant ? DORMANT : NOT_YET;
}
