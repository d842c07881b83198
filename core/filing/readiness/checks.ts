import { formatLongUk, type IsoDate } from "../../dates";
import { formatGBP, formatWholePounds, type Pence } from "../../money";
import type { MicroEntityTest } from "../micro-entity";
import { FIX_AT } from "./fix-at";
import type { ReadinessInput } from "./readiness-input";
import type { ReadinessCheck, ReadinessCheckId, ReadinessStatus } from "./types";
import { vatPaidBeyondOwed } from "./vat-payments";

const check = (id: ReadinessCheckId, status: ReadinessStatus, message: string): ReadinessCheck => ({
  id,
  status,
  message,
  fixAt: FIX_AT[id],
});

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function uncategorisedCheck(i: ReadinessInput): ReadinessCheck {
  if (i.uncategorised === 0) return check("uncategorised", "pass", "Every transaction in the period has a category.");
  return check(
    "uncategorised",
    "block",
    `${plural(i.uncategorised, "transaction in the period has", "transactions in the period have")} no category: categorise them before filing.`,
  );
}

/** A guess not reviewed does not stop a filing, but the person should look (the categoriser says "please review"). */
export function lowConfidenceCheck(i: ReadinessInput): ReadinessCheck {
  if (i.needsReview === 0) return check("low-confidence", "pass", "Every category guess has been reviewed.");
  return check(
    "low-confidence",
    "warn",
    `${plural(i.needsReview, "category is a guess", "categories are guesses")} with low confidence: please review ${i.needsReview === 1 ? "it" : "them"}.`,
  );
}

export function periodConfirmedCheck(i: ReadinessInput): ReadinessCheck {
  return i.periodConfirmed
    ? check("period-confirmed", "pass", "The accounting period is confirmed.")
    : check("period-confirmed", "block", "Please confirm the accounting period's start and end dates.");
}

/** The Company page's field of each detail (web/pages/company), where "Fix this" lands. */
const DETAIL_FIELDS: Record<string, string> = {
  "company name": "company-name",
  "registration number": "company-registration-number",
  "principal activity": "company-principal-activity",
};

export function companyDetailsCheck(i: ReadinessInput): ReadinessCheck {
  const c = i.company;
  const missing = [
    c.name.trim() ? null : "company name",
    c.registrationNumber?.trim() ? null : "registration number",
    c.directors.some((d) => d.trim()) ? null : "directors",
    c.principalActivity?.trim() ? null : "principal activity",
  ].filter((m): m is string => m !== null);
  if (missing.length === 0) return utrCheck(c.utr);
  // "Fix this" lands on the first missing field itself.
  const field = DETAIL_FIELDS[missing[0]!];
  const fixAt = field ? `/company#${field}` : FIX_AT["company-details"];
  return { ...check("company-details", "block", `The company's details are missing: ${missing.join(", ")}.`), fixAt };
}

/**
 * The accounts need no UTR, but the Company Tax Return and its computations state it (CT600 box 3; HMRC's
 * computations taxonomy): without it they cannot be made, so a missing one is a warning, not a block.
 */
function utrCheck(utr: string | null | undefined): ReadinessCheck {
  if (utr === undefined || utr?.trim()) return check("company-details", "pass", "The company's details are complete.");
  return {
    ...check(
      "company-details",
      "warn",
      "The company's details are complete for the accounts, but the UTR (Unique Taxpayer Reference, the 10 digits on HMRC's letters) is missing: the Company Tax Return and its computations need it.",
    ),
    fixAt: "/company#company-utr",
  };
}

export function vatAnsweredCheck(i: ReadinessInput): ReadinessCheck {
  if (i.company.vatRegistered === null) {
    return check("vat-answered", "block", "Please say whether the company is registered for VAT.");
  }
  return check(
    "vat-answered",
    "pass",
    i.company.vatRegistered ? "The company is registered for VAT." : "The company is not registered for VAT.",
  );
}

/** What of the typed prior year the accounts' comparatives lack, and the Company page field that holds it. */
const TYPED_PRIOR_PARTS = [
  {
    key: "profitAndLoss",
    missing: "last year's profit and loss",
    beside: "this year's profit and loss lines",
    source: "CA 2006 Sch 1 para 7",
    field: "Last year's profit and loss",
  },
  {
    key: "averageEmployees",
    missing: "last year's average number of employees",
    beside: "this year's average number of employees",
    source: "CA 2006 s411",
    field: "Last year's average number of employees",
  },
] as const;

/**
 * Typed opening balances give the balance sheet its comparatives, but the profit and loss lines and the average
 * number of employees need last year's figures too: statutory accounts show the prior year's figure for every item
 * (CA 2006 Sch 1 para 7, SI 2008/409; s411 for the employees). A warning, not a block: the director may file without
 * them (the profit and loss account need not be delivered to Companies House). A closed period hands them on.
 */
function typedPriorMissing(typed: ReadinessInput["opening"]["typedPrior"]): ReadinessCheck | null {
  if (!typed) return null;
  const parts = TYPED_PRIOR_PARTS.filter((p) => !typed[p.key]);
  if (parts.length === 0) return null;
  const them = parts.length === 1 ? "it" : "them";
  return check(
    "opening-balances",
    "warn",
    `The opening balances are entered, but ${parts.map((p) => p.missing).join(" and ")} ${parts.length === 1 ? "is" : "are"} not: ` +
      `the accounts show no comparative beside ${parts.map((p) => p.beside).join(" and ")} ` +
      `(${parts.map((p) => p.source).join(", ")}). ` +
      `Enter ${them} on the Company page under Opening balances: ${parts.map((p) => `"${p.field}"`).join(" and ")}.`,
  );
}

export function openingBalancesCheck(i: ReadinessInput): ReadinessCheck {
  if (!i.opening.known && i.opening.startsAtIncorporation) {
    return check(
      "opening-balances",
      "pass",
      "The period starts when the company was incorporated: there is nothing to bring forward.",
    );
  }
  if (i.opening.known || i.opening.firstYear) {
    if (i.opening.known && !i.opening.startsAtIncorporation) {
      const missing = typedPriorMissing(i.opening.typedPrior);
      if (missing) return missing;
    }
    return check(
      "opening-balances",
      "pass",
      i.opening.known
        ? "The opening balances are entered."
        : "Confirmed as the company's first year: nothing brought forward.",
    );
  }
  return check(
    "opening-balances",
    "block",
    "Please enter last year's closing balances, or confirm this is the company's first year with nothing brought forward.",
  );
}

/**
 * The balance sheet must balance on its own: an opening-balance difference is never put into a reserve to make it
 * balance (FRS 105 para 2.6: the accounts must show the true position), it is fixed in the opening balances.
 */
export function balanceSheetCheck(i: ReadinessInput): ReadinessCheck {
  if (i.opening.difference !== 0) {
    return check(
      "balance-sheet-balances",
      "block",
      `Last year's closing balances do not balance: they differ by ${formatGBP(Math.abs(i.opening.difference) as Pence)}. Correct the opening balances.`,
    );
  }
  if (i.balanceSheetDifference !== 0) {
    return check(
      "balance-sheet-balances",
      "block",
      `The balance sheet does not balance: net assets and capital and reserves differ by ${formatGBP(Math.abs(i.balanceSheetDifference) as Pence)}.`,
    );
  }
  return check("balance-sheet-balances", "pass", "The balance sheet balances.");
}

/** Per bank account: a difference with the bank's stated balance blocks until it is resolved or explained. */
export function cashCheck(i: ReadinessInput): ReadinessCheck {
  const open = i.bankAccounts.filter((a) => a.difference !== null && a.difference !== 0 && !a.explanation?.trim());
  if (open.length > 0) {
    const list = open.map((a) => `${a.name} (${formatGBP(a.difference as Pence)})`).join(", ");
    return check(
      "cash-check",
      "block",
      `The cash at bank does not agree with the bank's balance: ${list}. Find the missing or duplicated rows, or record an explanation.`,
    );
  }
  const explained = i.bankAccounts.filter((a) => a.difference !== null && a.difference !== 0).length;
  if (explained > 0) {
    return check(
      "cash-check",
      "pass",
      `The cash check differences are explained (${plural(explained, "account", "accounts")}); the explanation is in the workbook.`,
    );
  }
  return check("cash-check", "pass", cashAgreesMessage(i.bankAccounts));
}

const TYPE_IT = "type that balance under the cash check on the Balance Sheet to check it";

/**
 * A statement without a balance column leaves nothing to check that account's cash against (the Balance Sheet says
 * so): the check then names it rather than say the cash agrees with a balance the bank never gave, and says where
 * the bank's balance can be typed. A balance the director typed counts as checked, and the message says whose it is.
 */
function cashAgreesMessage(accounts: ReadinessInput["bankAccounts"]): string {
  const unchecked = accounts.filter((a) => a.difference === null).map((a) => a.name);
  const typed = accounts.filter((a) => a.difference !== null && a.statedBy === "director").map((a) => a.name);
  if (unchecked.length === 0) {
    if (typed.length === 0) return "The cash at bank agrees with the bank's balances.";
    if (typed.length === accounts.length) {
      return `The cash at bank agrees with the bank's balance at the period end that you typed (${typed.join(", ")}).`;
    }
    return `The cash at bank agrees with the bank's balances: the statements' and those you typed (${typed.join(", ")}).`;
  }
  const names = unchecked.join(", ");
  if (unchecked.length === accounts.length) {
    return `The statements give no balance, so the cash at bank is not checked against the bank (${names}): compare it with the bank's balance at the period end, and ${TYPE_IT}.`;
  }
  return `The cash at bank agrees with the bank's balances where the statements give one${typed.length > 0 ? " or you typed one" : ""}; not checked, with no balance in the statement: ${names}. Look up the bank's balance at the period end and ${TYPE_IT}.`;
}

function failedTest(t: MicroEntityTest): string {
  const show = (v: number) => (t.name === "employees" ? String(v) : formatWholePounds(v as Pence));
  return `${t.label.toLowerCase()} ${show(t.value)} is over ${show(t.limit)}`;
}

const QUALIFIES = "The company qualifies as a micro-entity (CA 2006 s384A).";

/**
 * Staff costs paid with an average of no employees: the notes state the average number of employees (CA 2006
 * s411(1)), directors with a contract of employment included, so a director paid a salary most often counts. A
 * warning, as a director who is only an office holder is not an employee.
 */
function staffWithoutEmployees(i: ReadinessInput): ReadinessCheck | null {
  const employees = i.microEntity?.tests.find((t) => t.name === "employees")?.value;
  if (!i.staffCosts || i.staffCosts <= 0 || employees !== 0) return null;
  return {
    ...check(
      "micro-entity",
      "warn",
      `${QUALIFIES} Staff costs of ${formatGBP(i.staffCosts)} were paid, but the average number of employees is 0: the notes state it, and a director with a contract of employment counts (CA 2006 s411). Check the number on the Company page.`,
    ),
    fixAt: "/company#company-average-employees",
  };
}

/** CA 2006 s384A: the micro-entity regime (s382, s384A) needs at least two of the three conditions met. */
export function microEntityReadinessCheck(i: ReadinessInput): ReadinessCheck {
  const m = i.microEntity;
  if (!m) return check("micro-entity", "block", "There are no accounts yet to test against the micro-entity limits.");
  if (m.qualifies) return staffWithoutEmployees(i) ?? check("micro-entity", "pass", QUALIFIES);
  const why = m.tests.filter((t) => !t.met).map(failedTest);
  return check(
    "micro-entity",
    "block",
    `The company does not qualify as a micro-entity (CA 2006 s384A): ${why.join("; ")}. The micro-entity packs cannot be used.`,
  );
}

/** CA 2006 s830: dividends only out of profits available for distribution. */
export function dividendsCheck(i: ReadinessInput): ReadinessCheck {
  const d = i.dividends;
  if (d.excess === 0) {
    return check(
      "dividends",
      "pass",
      d.paid === 0 ? "No dividends were paid in the period." : "The dividends are covered by distributable profits.",
    );
  }
  return check(
    "dividends",
    "warn",
    `Dividends of ${formatGBP(d.paid)} exceed the profits available for distribution (${formatGBP(d.available)}) by ${formatGBP(d.excess)} (CA 2006 s830).`,
  );
}

/**
 * Dividends from non-group companies count towards augmented profits, and so the rate, in the accounting period in
 * which they are received (CTA 2010 s18L). A period of account over 12 months is two accounting periods (CTA 2009
 * s10); until the person says how much came in the first, the computation shares them by days, and says so.
 */
export function dividendsReceivedCheck(i: ReadinessInput): ReadinessCheck {
  const d = i.dividendsReceived;
  if (!d || d.total === 0) {
    return check("dividends-received", "pass", "No dividends received need sharing between accounting periods.");
  }
  if (d.receivedInFirstPeriod !== null) {
    return check(
      "dividends-received",
      "pass",
      "The dividends received count in the accounting period they were received in (CTA 2010 s18L).",
    );
  }
  return check(
    "dividends-received",
    "warn",
    `The non-group dividends received (${formatGBP(d.total)}) are shared by days between the two accounting ` +
      "periods, but they count in the period they were received in (CTA 2010 s18L): enter how much was received " +
      `by ${formatLongUk(d.firstPeriodEnd)}.`,
  );
}

/** CTA 2010 s455: tax on a loan to a participator outstanding at the period end. */
export function directorsLoanCheck(i: ReadinessInput): ReadinessCheck {
  const s = i.s455;
  const earlier = earlierReliefMessage(i);
  if (!s || s.overdrawn === 0) {
    if (earlier) return check("directors-loan", "warn", earlier);
    return check("directors-loan", "pass", "The director's loan account is not overdrawn at the period end.");
  }
  const now = s455Message(s, i.lateness?.today ?? null);
  const status = s.tax === 0 && !(s.chargedBefore && s.chargedBefore > 0) && !earlier ? "pass" : "warn";
  return check("directors-loan", status, earlier ? `${now} ${earlier}` : now);
}

/**
 * What the overdrawn balance means for this period's s455 tax: the loans of the period repaid within nine months of
 * its end are relieved (s458), those lent in an earlier period were charged there, and the rest is charged at the
 * rate unless repaid by the deadline (or, once it has passed, is due, repaid by HMRC after a later repayment).
 */
function s455Message(s: NonNullable<ReadinessInput["s455"]>, today: IsoDate | null): string {
  const deadline = s.reliefDeadline ? formatLongUk(s.reliefDeadline) : null;
  const parts = [`The director's loan account is overdrawn by ${formatGBP(s.overdrawn)} at the period end.`];
  if (s.chargedBefore && s.chargedBefore > 0) {
    parts.push(
      `${formatGBP(s.chargedBefore)} of it was lent in an earlier period, whose return charges its s455 tax, not this one's.`,
    );
  }
  if (s.repaid && s.repaid > 0) {
    const by = deadline ? ` by ${deadline}` : " within nine months";
    parts.push(
      `${formatGBP(s.repaid)} of this period's loans was repaid${by}, so no s455 tax is due on it (CTA 2010 s458).`,
    );
  }
  if (s.tax > 0) {
    const passed = today !== null && s.reliefDeadline !== undefined && today > s.reliefDeadline;
    if (passed) {
      parts.push(
        `s455 tax of ${formatGBP(s.tax)} is due on what was not repaid by ${deadline} (CTA 2010 s455); HMRC repays it nine months and one day after the end of the accounting period in which the loan is repaid (s458).`,
      );
    } else {
      const by = deadline ? `by ${deadline}` : "within nine months";
      parts.push(`s455 tax of ${formatGBP(s.tax)} is due unless it is repaid ${by} (CTA 2010 s455).`);
    }
  } else if (!s.repaid && !s.chargedBefore) {
    parts.push("No s455 tax is due for this period (CTA 2010 s455).");
  }
  return parts.join(" ");
}

/**
 * A repayment within nine months of last period's end relieves last period's s455 charge (CTA 2010 s458), but only
 * on last period's CT600A: a period closed before the repayment was imported still shows the tax as due.
 */
function earlierReliefMessage(i: ReadinessInput): string | null {
  const e = i.earlierS455;
  if (!e || e.repaidSince <= 0) return null;
  return (
    `${formatGBP(e.repaidSince)} repaid to the company by ${formatLongUk(e.deadline)} relieves the s455 tax of ` +
    `${formatGBP(e.tax)} charged for the period to ${formatLongUk(e.periodEnd)} (CTA 2010 s458), which was closed ` +
    "without it. Reopen that period so its CT600A counts the repayment, or, if its return is filed, amend it."
  );
}

export function notesAnsweredCheck(i: ReadinessInput): ReadinessCheck {
  const n = i.notes;
  const missing = [
    n.guaranteesAnswered ? null : "guarantees and other financial commitments",
    n.offBalanceSheetAnswered ? null : "off-balance sheet arrangements",
    !n.directorAdvances || n.directorLoanTermsAnswered ? null : "the terms of the advances to directors",
  ].filter((m): m is string => m !== null);
  if (missing.length === 0) return check("notes-answered", "pass", "The notes to the accounts are answered.");
  return check("notes-answered", "block", `Please answer the notes questions: ${missing.join("; ")}.`);
}

/**
 * Paying HMRC more than was owed at the start plus this period's charge most often means last year's balance sheet
 * is missing the amount owed (uk-accounting-rules §10). A warning: the person checks the opening balances. VAT is
 * judged payment by payment (`vatPaidBeyondOwed`), so a year that ends with a repayment due is no sign of it.
 */
export function hmrcBalancesCheck(i: ReadinessInput): ReadinessCheck {
  const h = i.hmrc;
  const found: string[] = [];
  let fixAt = FIX_AT["hmrc-balances"];
  if (h.corporationTaxOverpaid > 0) {
    found.push(
      `Corporation tax: check last year's balances: ${formatGBP(h.corporationTaxOverpaid)} paid more than was owed ` +
        "(at the start of the year plus this year's tax).",
    );
    fixAt = "/company#opening-corporationTax";
  }
  const vatOverpaid = vatPaidBeyondOwed(h.vat);
  if (vatOverpaid > 0) {
    found.push(
      `VAT: check last year's balances: ${formatGBP(vatOverpaid)} paid more than was owed (at the start of the ` +
        "year plus this year's VAT).",
    );
    fixAt = "/company#opening-vat";
  }
  if (found.length === 0) {
    return check("hmrc-balances", "pass", "Payments to HMRC match what was owed at the start and this year.");
  }
  return { ...check("hmrc-balances", "warn", found.join(" ")), fixAt };
}

/**
 * PAYE/NI is a cost when paid; the last month's, paid after the year end, is a cost of this year (FRS 105 Section 2,
 * accruals). A suggestion the person adds in one click as a year-end accrual.
 */
export function payrollAccrualCheck(i: ReadinessInput): ReadinessCheck {
  const p = i.payroll;
  if (!p) return check("payroll-accrual", "pass", "No PAYE or National Insurance was paid in the period.");
  if (p.accrued) return check("payroll-accrual", "pass", "The last month's PAYE and National Insurance is accrued.");
  const amount = formatGBP(p.lastMonth);
  return {
    ...check(
      "payroll-accrual",
      "warn",
      `The company runs a payroll: the last month's PAYE and National Insurance (about ${amount}) is paid after the ` +
        "year end but is a cost of this year. Add it as a year-end accrual.",
    ),
    suggestedAdjustment: {
      kind: "accrual",
      categoryId: "paye-ni",
      description: "PAYE and National Insurance for the last month, paid after the year end",
      amount: p.lastMonth,
      vatRate: null,
    },
  };
}

/**
 * Transfers are moves between the company's own accounts and leave the profit alone; one whose other side is in no
 * statement here is shown on the balance sheet as money held in (or owed to) an account not in these books. That is
 * right only if such an account exists: money that left the company (to a director, say) is then missing from the
 * accounts. Not a block, since a savings account may simply not be uploaded; the director should look.
 */
export function unmatchedTransfersCheck(i: ReadinessInput): ReadinessCheck {
  if (i.unmatchedTransfers === 0) {
    return check("unmatched-transfers", "pass", "Every transfer has its other side in these books.");
  }
  const amount = formatGBP(Math.abs(i.unmatchedTransfers) as Pence);
  const message =
    i.unmatchedTransfers < 0
      ? `${amount} more went out as transfers to the company's own accounts than came back, to accounts whose ` +
        "statements are not uploaded. Upload them so that money counts as cash, or recategorise the lines if it " +
        "left the company (to a director, for instance)."
      : `${amount} more came in as transfers from the company's own accounts than went out, from accounts whose ` +
        "statements are not uploaded. Upload them, or recategorise the lines if the money came from outside the " +
        "company (a director's loan or a sale, for instance).";
  return check("unmatched-transfers", "warn", message);
}
