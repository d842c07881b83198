import type { DeadlinesReport } from "../../../../core/contracts";
import { formatLongUk } from "../../../../core/dates";

export interface FileBothReminder {
  /** When the accounts are due at Companies House, as the reminder says it. */
  accountsDue: string;
  /** The Company Tax Return(s) HMRC wants and when, as the reminder says it. */
  returns: string;
}

const GENERIC: FileBothReminder = {
  accountsDue: "due 9 months after your year end",
  returns:
    "your Company Tax Return (CT600) with accounts and computations goes to HMRC (due 12 months after your year end)",
};

/**
 * The 'file with both' reminder with the period's own dates once they are known. The rule of thumb is wrong for a
 * company's first period over 12 months: incorporated 1 Feb 2024 with accounts to 31 Mar 2025, the accounts are due
 * on 1 November 2025, 21 months after incorporation (CA 2006 s442(3)), not 9 months after the year end (31 December
 * 2025); and such a period is two tax periods (CTA 2009 s10), so two returns, both due 31 March 2026 (FA 1998 Sch 18
 * para 14(1)(b)). A dormant company's return is due only when HMRC asks for one.
 */
export function fileBothReminder(deadlines: DeadlinesReport | undefined): FileBothReminder {
  if (!deadlines?.available) return GENERIC;
  const accountsDue = `due ${formatLongUk(deadlines.accounts.dueDate)}`;
  if (deadlines.dormant) {
    return { accountsDue, returns: "a Company Tax Return goes to HMRC only if HMRC sends a notice to deliver one" };
  }
  const ct600 = formatLongUk(deadlines.ct600.dueDate);
  const taxPeriods = deadlines.corporationTaxPayments.length;
  return {
    accountsDue,
    returns:
      taxPeriods > 1
        ? `your ${taxPeriods} Company Tax Returns (CT600), one for each tax period, with accounts and computations go ` +
          `to HMRC (${taxPeriods === 2 ? "both" : "all"} due ${ct600})`
        : `your Company Tax Return (CT600) with accounts and computations goes to HMRC (due ${ct600})`,
  };
}
