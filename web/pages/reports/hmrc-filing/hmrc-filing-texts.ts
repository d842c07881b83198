import type { HmrcSubmission } from "../../../../core/contracts";

export const HMRC_FILE_LABEL = "File with HMRC";

/** What each state means for the director, in a sentence. */
export function hmrcStateText(s: Pick<HmrcSubmission, "state" | "failure" | "errors" | "test">): string {
  switch (s.state) {
    case "submitted":
      return "Sent to HMRC. HMRC has acknowledged the return and Microfile is waiting for its answer…";
    case "accepted":
      return s.test
        ? "HMRC checked the return and found nothing wrong. This was a test filing: nothing was filed."
        : "Accepted by HMRC: the company tax return is filed. Keep the receipt.";
    case "rejected":
      return s.errors.some((e) => e.code === "1046")
        ? "HMRC did not accept the Government Gateway sign-in (authentication failure). Nothing was filed and the password was not kept."
        : "Rejected by HMRC. Correct what it names below, then file again (no further payment).";
    case "failed":
      return s.failure ?? "The filing did not go through. Please file again.";
  }
}

/** The state's name as its badge shows it. */
export const HMRC_STATE_LABEL: Record<HmrcSubmission["state"], string> = {
  submitted: "Waiting for HMRC",
  accepted: "Accepted",
  rejected: "Rejected",
  failed: "Failed",
};

/** The return's key boxes as the step lists them, from the corporation tax report's CT600 boxes (pounds). */
export function keyBoxes(ct600: Record<string, unknown> | null | undefined): { label: string; value: number }[] {
  if (!ct600) return [];
  const rows: [string, string][] = [
    ["box145", "Box 145 Turnover"],
    ["box315", "Box 315 Profits chargeable to Corporation Tax"],
    ["box475", "Box 475 Net Corporation Tax liability"],
    ["box510", "Box 510 Tax chargeable"],
    ["box528", "Box 528 Self-assessment of tax payable"],
    // Filled only when the bank lines show corporation tax paid for the period; box 600 is then what is left.
    ["box595", "Box 595 Tax already paid"],
    ["box600", "Box 600 Tax outstanding"],
  ];
  return rows.flatMap(([key, label]) => {
    const v = ct600[key];
    return typeof v === "number" ? [{ label, value: v }] : [];
  });
}

/** An accounting period's return as the step offers it: its dates, and the latest submission of it, if any. */
export interface ReturnChoice {
  startDate: string;
  endDate: string;
  latest: Pick<HmrcSubmission, "state"> | null;
}

/**
 * The return the step offers first when a long period of account makes several: the first one HMRC neither has nor
 * is still answering about, so a director who has sent the first return finds the second waiting; the last when all
 * are in.
 */
export function firstOpenReturn(returns: readonly ReturnChoice[]): number {
  const open = returns.findIndex((r) => r.latest?.state !== "accepted" && r.latest?.state !== "submitted");
  return open < 0 ? Math.max(returns.length - 1, 0) : open;
}
