import { formatLongUk, type IsoDate } from "../../dates";
import { formatWholePounds } from "../../money";
import { type Deadline, type FiledOn, NOT_KNOWN_FILED } from "../deadlines";
import { lateFilingPenalty } from "../penalties";
import { FIX_AT } from "./fix-at";
import type { ReadinessInput } from "./readiness-input";
import type { ReadinessCheck } from "./types";

const ID = "filing-late";

type Lateness = NonNullable<ReadinessInput["lateness"]>;

/**
 * A deadline that has passed costs money every day the director does not know it, so readiness says so where the
 * filing is prepared, not only on the deadlines list. It warns and never blocks: filing late is still filing. A
 * filing made through the app and accepted is known (`filed`): on time, nothing is owed; late, the penalty it
 * incurred is named. One made elsewhere is not, so each sentence about it says what is owed only if it is not done.
 *
 * - Accounts (CA 2006 s442): the Companies House penalty for their lateness on the day they were delivered, or on
 *   today if they are not known to be (s453; SI 2008/497), from core's penalty table; doubled when last year's were
 *   late too, which the app does not know, so the single figure.
 * - Company Tax Return (FA 1998 Sch 18 para 14): HMRC's flat-rate late filing penalty (para 17), more after three
 *   months; not named in pounds, as the amounts for returns due from 1 April 2026 are changing.
 * - Corporation tax payment (TMA 1970 s59D): interest runs on tax paid late (TMA 1970 s87A), only where tax is owed;
 *   the app does not know whether it was paid.
 * A dormant company's return and tax are due only on HMRC's notice (CTA 2009 s2, s9), so only its accounts count.
 */
export function lateFilingCheck(i: Pick<ReadinessInput, "lateness">): ReadinessCheck {
  const l = i.lateness;
  const filed = l?.filed ?? NOT_KNOWN_FILED;
  const late = l ? lateSentences(l, filed) : [];
  if (late.length > 0) return { id: ID, status: "warn", message: late.join(" "), fixAt: FIX_AT[ID] };
  const message =
    l && anyFiledAfterItsDate(l, filed)
      ? "The filings due by today were made on time."
      : "No filing deadline of this period has passed.";
  return { id: ID, status: "pass", message, fixAt: FIX_AT[ID] };
}

function anyFiledAfterItsDate(l: Lateness, filed: FiledOn): boolean {
  return (l.accounts.overdue && filed.accounts !== null) || (!l.dormant && l.ct600.overdue && filed.ct600 !== null);
}

function lateSentences(l: Lateness, filed: FiledOn): string[] {
  const out: string[] = [];
  const accounts = accountsSentence(l.accounts, filed.accounts, l.today);
  if (accounts) out.push(accounts);
  if (l.dormant) return out;
  const ct600 = returnSentence(l.ct600, filed.ct600);
  if (ct600) out.push(ct600);
  const unpaid = l.taxOwed > 0 ? l.corporationTaxPayments.filter((p) => p.overdue) : [];
  if (unpaid.length > 0) {
    out.push(
      `Corporation tax was due on ${unpaid.map((p) => formatLongUk(p.dueDate)).join(" and ")}: unless it is already ` +
        "paid, HMRC charges interest from that date (TMA 1970 s87A).",
    );
  }
  return out;
}

function accountsSentence(accounts: Deadline, filedOn: IsoDate | null, today: IsoDate): string | null {
  if (filedOn !== null) {
    const penalty = lateFilingPenalty({ deadline: accounts.dueDate, filedOn });
    if (!penalty.late) return null;
    return (
      `The accounts were filed at Companies House on ${formatLongUk(filedOn)}, after they were due on ` +
      `${formatLongUk(accounts.dueDate)}: Companies House charges a ${formatWholePounds(penalty.amount)} late filing ` +
      "penalty for that lateness (Companies Act 2006 s453)."
    );
  }
  if (!accounts.overdue) return null;
  const penalty = lateFilingPenalty({ deadline: accounts.dueDate, filedOn: today });
  return (
    `The accounts were due at Companies House on ${formatLongUk(accounts.dueDate)}: unless they are already filed, ` +
    `filing them today costs a ${formatWholePounds(penalty.amount)} late filing penalty, more the later they are ` +
    "(Companies Act 2006 s453)."
  );
}

function returnSentence(ct600: Deadline, filedOn: IsoDate | null): string | null {
  if (filedOn !== null) {
    if (filedOn <= ct600.dueDate) return null;
    return (
      `The Company Tax Return was filed on ${formatLongUk(filedOn)}, after it was due on ` +
      `${formatLongUk(ct600.dueDate)}: HMRC charges a late filing penalty (FA 1998 Sch 18 para 17).`
    );
  }
  if (!ct600.overdue) return null;
  return (
    `The Company Tax Return was due on ${formatLongUk(ct600.dueDate)}: unless it is already filed, HMRC charges a ` +
    "late filing penalty, and more after three months (FA 1998 Sch 18 para 17)."
  );
}
