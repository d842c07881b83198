import {
  addDays,
  addMonths,
  addMonthsKeepingMonthEnd,
  daysBetween,
  formatLongUk,
  type IsoDate,
  isFirstLongPeriod,
  maxIsoDate,
  type Period,
  splitIntoAccountingPeriods,
} from "../dates";

export interface DueDate {
  dueDate: IsoDate;
  /** The rule applied, with its authority, for showing beside the date. */
  rule: string;
}

export interface Deadline extends DueDate {
  /** Days from today to the due date: 0 on the day itself, negative once it has passed. */
  daysLeft: number;
  overdue: boolean;
}

/** The corporation tax of one accounting period and when it must be paid. */
export interface TaxPeriodPayment extends Deadline {
  startDate: IsoDate;
  endDate: IsoDate;
}

/**
 * When each filing of the period reached its registry, as far as the app can know: filed through it and accepted
 * (a test filing files nothing). The date is the day it was sent, when the registry received what it then accepted;
 * a rejected filing delivers nothing, so only an accepted one counts. Null: not known to be filed (perhaps filed
 * elsewhere). `ct600` is set once every return of the period is accepted, with the last one's day.
 */
export interface FiledOn {
  accounts: IsoDate | null;
  ct600: IsoDate | null;
}

export const NOT_KNOWN_FILED: FiledOn = { accounts: null, ct600: null };

export interface FilingDeadlines {
  accounts: Deadline;
  /** The payment due first: the only one, or the first accounting period's when there are two. */
  corporationTaxPayment: Deadline;
  /** One payment for each accounting period of the period of account (see taxPaymentsOf). */
  corporationTaxPayments: TaxPeriodPayment[];
  ct600: Deadline;
  /** Dormant for the period (CA 2006 s1169): the corporation tax dates above do not apply; `dormantNote` says why. */
  dormant: boolean;
  /** What a dormant company must do instead of paying and filing; null when it is not dormant. */
  dormantNote: string | null;
  /** The accounts and returns known to be filed. `overdue` stays a matter of dates: whether late is read with this. */
  filed: FiledOn;
}

/**
 * A dormant company is not within the charge to corporation tax (CTA 2009 s2, s9: no accounting period begins while
 * it is not), so it has no tax to pay; it delivers a Company Tax Return only when HMRC serves a notice to deliver
 * one (FA 1998 Sch 18 para 3, 5), and it should tell HMRC it is dormant.
 */
export const DORMANT_CORPORATION_TAX_NOTE =
  "Dormant company: no corporation tax to pay; a Company Tax Return is due only if HMRC sends a notice to deliver " +
  "one. Tell HMRC the company is dormant.";

/** The authority for the note, shown beside it as each date's rule is. */
export const DORMANT_CORPORATION_TAX_RULE = "CTA 2009 s2 and s9; FA 1998 Sch 18 paras 3 and 5";

/**
 * Companies House accounts: 9 months after the period end for a private company (CA 2006 s442(2)(a)), counted with
 * the month-end rule of s443 (28 Feb 2023 → 30 Nov 2023; 15 Jun 2024 → 15 Mar 2025). First accounts covering more
 * than 12 months: the later of 21 months after incorporation and 3 months after the period end (s442(3)). The
 * incorporation date tells whether the period is the company's first.
 */
export function accountsDueDate(period: Period, incorporationDate?: IsoDate | null): DueDate {
  const normal = addMonthsKeepingMonthEnd(period.end, 9);
  if (!incorporationDate || !isFirstLongPeriod(period, incorporationDate)) {
    return { dueDate: normal, rule: "9 months after the period end (Companies Act 2006 s442(2))" };
  }
  const afterIncorporation = addMonthsKeepingMonthEnd(incorporationDate, 21);
  const afterPeriodEnd = addMonthsKeepingMonthEnd(period.end, 3);
  return {
    dueDate: maxIsoDate(afterIncorporation, afterPeriodEnd),
    rule: "First accounts: 21 months after incorporation, or 3 months after the period end if later (Companies Act 2006 s442(3))",
  };
}

/** Corporation tax is payable 9 months and 1 day after the period ends (TMA 1970 s59D): months by the month-end rule, then a day. */
export function corporationTaxPaymentDueDate(endDate: IsoDate): DueDate {
  return {
    dueDate: addDays(addMonthsKeepingMonthEnd(endDate, 9), 1),
    rule: "9 months and 1 day after the period end (TMA 1970 s59D)",
  };
}

/**
 * The CT600 is due 12 months after the period ends (FA 1998 Sch 18 para 14): the same day number, clamped, so
 * 28 Feb 2023 → 28 Feb 2024 and 29 Feb 2024 → 28 Feb 2025 (uk-accounting-rules §5, from open-ct600's fixtures).
 */
export function ct600DueDate(endDate: IsoDate): DueDate {
  return {
    dueDate: addMonths(endDate, 12),
    rule: "12 months after the period end (FA 1998 Sch 18 para 14)",
  };
}

export function withDaysLeft(due: DueDate, today: IsoDate): Deadline {
  const daysLeft = daysBetween(today, due.dueDate);
  return { ...due, daysLeft, overdue: daysLeft < 0 };
}

/**
 * Each accounting period's tax is due 9 months and 1 day after that accounting period ends (TMA 1970 s59D), and a
 * period of account longer than 12 months is two accounting periods (CTA 2009 s10(1)(a)). Incorporated 10 Mar 2025
 * with accounts to 31 Mar 2026: the tax of 10 Mar 2025 – 9 Mar 2026 is due on 10 Dec 2026, and that of
 * 10 – 31 Mar 2026 on 1 Jan 2027, not both on the later date.
 */
function taxPaymentsOf(periods: readonly Period[], today: IsoDate): TaxPeriodPayment[] {
  return periods.map((p, i) => {
    const due = corporationTaxPaymentDueDate(p.end);
    const rule =
      periods.length === 1
        ? due.rule
        : `9 months and 1 day after the ${ORDINALS[i] ?? "next"} of the ${periods.length} tax periods of these ` +
          `accounts ends, on ${formatLongUk(p.end)} (TMA 1970 s59D; a period over 12 months is taxed as ` +
          "12 months and the rest, CTA 2009 s10)";
    return { startDate: p.start, endDate: p.end, ...withDaysLeft({ dueDate: due.dueDate, rule }, today) };
  });
}

const ORDINALS = ["first", "second", "third"];

/** How a page or workbook names one of several tax periods' payments: "tax period 10 March 2025 to 9 March 2026". */
export function taxPeriodName(p: Pick<TaxPeriodPayment, "startDate" | "endDate">): string {
  return `tax period ${formatLongUk(p.startDate)} to ${formatLongUk(p.endDate)}`;
}

/**
 * With two tax periods, one return is made for each, both due 12 months after the period of account ends when it
 * is at most 18 months long (FA 1998 Sch 18 para 14(1)(b)).
 */
function ct600Due(period: Period, taxPeriods: number): DueDate {
  const due = ct600DueDate(period.end);
  if (taxPeriods === 1) return due;
  return {
    dueDate: due.dueDate,
    rule: "12 months after the period end, for each of its tax periods' returns (FA 1998 Sch 18 para 14(1)(b))",
  };
}

/**
 * All the deadlines of a period, with days left counted from `today` (passed in: core has no clock). A dormant
 * company (`dormant`, from core/accounts) keeps its accounts deadline; its corporation tax dates are still worked out
 * (they apply once HMRC sends a notice) but `dormantNote` replaces them where they are shown.
 */
export function filingDeadlines(
  period: Period,
  today: IsoDate,
  incorporationDate?: IsoDate | null,
  dormant = false,
  filed: FiledOn = NOT_KNOWN_FILED,
): FilingDeadlines {
  const taxPeriods = splitIntoAccountingPeriods(period);
  const payments = taxPaymentsOf(taxPeriods, today);
  const { startDate: _start, endDate: _end, ...first } = payments[0]!;
  return {
    accounts: withDaysLeft(accountsDueDate(period, incorporationDate), today),
    corporationTaxPayment: first,
    corporationTaxPayments: payments,
    ct600: withDaysLeft(ct600Due(period, taxPeriods.length), today),
    dormant,
    dormantNote: dormant ? DORMANT_CORPORATION_TAX_NOTE : null,
    filed,
  };
}
