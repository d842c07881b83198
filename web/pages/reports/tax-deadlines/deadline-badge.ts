import { formatLongUk } from "../../../../core/dates";
import type { Deadline } from "../../../../core/filing/deadlines";

export interface DeadlineBadge {
  text: string;
  /** Shown in the destructive colour: overdue and not known filed, or filed after the due date. */
  late: boolean;
}

/**
 * What a deadline's badge says: the day it was filed once a registry accepted it through the app (late when after
 * the due date), else the days left or overdue counted from today.
 */
export function deadlineBadge(d: Deadline, filedOn: string | null = null): DeadlineBadge {
  if (filedOn !== null) {
    const late = filedOn > d.dueDate;
    return { text: `Filed ${formatLongUk(filedOn)}${late ? ", late" : ""}`, late };
  }
  if (d.overdue) return { text: `${-d.daysLeft} day${d.daysLeft === -1 ? "" : "s"} overdue`, late: true };
  if (d.daysLeft === 0) return { text: "Due today", late: false };
  return { text: `${d.daysLeft} day${d.daysLeft === 1 ? "" : "s"} left`, late: false };
}
