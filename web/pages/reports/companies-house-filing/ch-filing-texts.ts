import type { ChSubmission } from "../../../../core/contracts";
import { formatLongUk } from "../../../../core/dates";
import {
  PROFIT_AND_LOSS_REQUIRED_FROM,
  profitAndLossRequired,
} from "../../../../core/filing/companies-house/profit-and-loss-rule";

/** What each state means for the director, in a sentence. */
export function stateText(s: Pick<ChSubmission, "state" | "submissionNumber" | "failure">): string {
  switch (s.state) {
    case "submitted":
      return `Sent to Companies House as submission ${s.submissionNumber}. Waiting for its answer…`;
    case "pending":
      return "Companies House has the accounts and is processing them.";
    case "parked":
      return "Held for review: an examiner at Companies House is looking at the accounts. Microfile keeps checking for the answer.";
    case "accepted":
      return "Accepted by Companies House: the accounts are filed.";
    case "rejected":
      return "Rejected by Companies House. Correct what it names below, then file again.";
    case "failed":
      return s.failure ?? "The filing did not go through. Please file again.";
  }
}

/** The state's name as its badge shows it. */
export const STATE_LABEL: Record<ChSubmission["state"], string> = {
  submitted: "Sent",
  pending: "Processing",
  parked: "Held for review",
  accepted: "Accepted",
  rejected: "Rejected",
  failed: "Failed",
};

/** The pages of the accounts that are filed, in the order the document holds them. */
export function filedPages(periodStart: string | null, includeProfitAndLoss: boolean): string[] {
  const required = periodStart !== null && profitAndLossRequired(periodStart);
  const pages = [
    "The cover: the company's name and registered number, and the period",
    "The balance sheet, with the directors' statements and the signature",
    "The notes to the accounts",
  ];
  if (required) {
    pages.push(
      `The profit and loss account (always filed for years beginning on or after ${formatLongUk(PROFIT_AND_LOSS_REQUIRED_FROM)})`,
    );
  } else if (includeProfitAndLoss) {
    pages.push("The profit and loss account (you chose to file it)");
  }
  return pages;
}
