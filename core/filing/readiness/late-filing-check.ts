import { formatLongUk } from "../../dates";
import { formatWholePounds } from "../../money";
import type { Deadline } from "../deadlines";
import { lateFilingPenalty } from "../penalties";
import { FIX_AT } from "./fix-at";
import type { ReadinessInput } from "./readiness-input";
import type { ReadinessCheck } from "./types";

const ID = "filing-late";

/**
 * A deadline that has passed costs money every day the director does not know it, so readiness says so where the
 * filing is prepared, not only on the deadlines list. It warns and never blocks: filing late is still filing, and the
 * app cannot see a filing made elsewhere, so each sentence says what is owed only if it is not done yet.
 *
 * - Accounts (CA 2006 s442): the Companies House penalty if they were delivered today (s453; SI 2008/497), from core's
 *   penalty table; doubled when last year's were late too, which the app does not know, so the single figure.
 * - Company Tax Return (FA 1998 Sch 18 para 14): HMRC's flat-rate late filing penalty (para 17), more after three
 *   months; not named in pounds, as the amounts for returns due from 1 April 2026 are changing.
 * - Corporation tax payment (TMA 1970 s59D): interest runs on tax paid late (TMA 1970 s87A), only where tax is owed.
 * A dormant company's return and tax are due only on HMRC's notice (CTA 2009 s2, s9), so only its accounts count.
 */
export function lateFilingCheck(i: Pick<ReadinessInput, "lateness">): ReadinessCheck {
  const l = i.lateness;
  const late = l ? lateSentences(l) : [];
  if (late.length === 0) {
    return { id: ID, status: "pass", message: "No filing deadline of this period has passed.", fixAt: FIX_AT[ID] };
  }
  return { id: ID, status: "warn", message: late.join(" "), fixAt: FIX_AT[ID] };
}

function lateSentences(l: NonNullable<ReadinessInput["lateness"]>): string[] {
  const out: string[] = [];
  if (l.accounts.overdue) out.push(accountsSentence(l.accounts, l.today));
  if (l.dormant) return out;
  if (l.ct600.overdue) {
    out.push(
      `The Company Tax Return was due on ${formatLongUk(l.ct600.dueDate)}: unless it is already filed, HMRC charges a ` +
        "late filing penalty, and more after three months (FA 1998 Sch 18 para 17).",
    );
  }
  const unpaid = l.taxOwed > 0 ? l.corporationTaxPayments.filter((p) => p.overdue) : [];
  if (unpaid.length > 0) {
    out.push(
      `Corporation tax was due on ${unpaid.map((p) => formatLongUk(p.dueDate)).join(" and ")}: unless it is already ` +
        "paid, HMRC charges interest from that date (TMA 1970 s87A).",
    );
  }
  return out;
}

function accountsSentence(accounts: Deadline, today: string): string {
  const penalty = lateFilingPenalty({ deadline: accounts.dueDate, filedOn: today });
  return (
    `The accounts were due at Companies House on ${formatLongUk(accounts.dueDate)}: unless they are already filed, ` +
    `filing them today costs a ${formatWholePounds(penalty.amount)} late filing penalty, more the later they are ` +
    "(Companies Act 2006 s453)."
  );
}
