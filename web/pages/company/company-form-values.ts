import { OPENING_BALANCE_FIELDS, type OpeningBalanceField } from "../../../core/accounts";
import type { CompanyBody, CompanyDto } from "../../../core/contracts";
import { type IsoDate, isIsoDate, splitIntoAccountingPeriods } from "../../../core/dates";
import { parseWholePounds } from "../../../core/filing";
import {
  formatGBP,
  fromDecimalString,
  fromPoundsNumber,
  type Pence,
  toDecimalString,
  toPoundsNumber,
  ZERO,
} from "../../../core/money";
import {
  type BroughtForwardFormValues,
  broughtForwardBodyFromForm,
  broughtForwardFormFromCompany,
} from "./brought-forward-form-values";
import { type PriorYearFormValues, priorYearBodyFromForm, priorYearFormFromCompany } from "./prior-year-form-values";
import { type VatFormValues, vatBodyFromForm, vatFormFromCompany } from "./vat-form-values";

/**
 * A field of the Company page's opening balances (core/accounts' list); the opening `vat` is asked as two amounts
 * in plain words, owed to HMRC (`vat`) or due from HMRC (`vatRepayment`), and sent as one signed figure.
 */
export type OpeningField = OpeningBalanceField | "vatRepayment";

/** The Company page's fields as typed (strings), so half-typed input is never lost or reformatted. */
export interface CompanyFormValues {
  name: string;
  registrationNumber: string;
  utr: string;
  vatNumber: string;
  payeReference: string;
  incorporationDate: string;
  periodStart: string;
  periodEnd: string;
  averageEmployees: string;
  associatedCompanies: string;
  /** A close investment-holding company (CTA 2010 s34): the main rate, no small profits rate (s18N). */
  closeInvestmentHolding: boolean;
  nonGroupDividendsReceived: string;
  /** Of them, received in the first accounting period; asked only for a period over 12 months. */
  nonGroupDividendsReceivedFirstPeriod: string;
  directors: string[];
  /** Shares issued this period and not paid for when issued, whole pounds; blank is none. */
  sharesIssuedNotPaid: string;
  equipmentLifeYears: string;
  openingBalances: Record<OpeningField, string>;
  principalActivity: string;
  vat: VatFormValues;
  broughtForward: BroughtForwardFormValues;
  /** Last year's profit and loss and employees beside typed balances; null when a closed period hands them on. */
  priorYear: PriorYearFormValues | null;
}

export type FormErrors = Partial<Record<string, string>>;

const text = (n: number | null | undefined) => (n === null || n === undefined ? "" : String(n));

/** An amount as its field shows it ("1234.50", "0.00"; "" when not given), read by core/money, never toFixed. */
function amountText(pounds: number | null): string {
  const p = pounds === null ? null : fromPoundsNumber(pounds);
  return p === null ? "" : toDecimalString(p);
}

/** The whole period's dividends: nil is the field left blank, as the company has none. */
const dividendsText = (pounds: number): string => amountText(pounds === 0 ? null : pounds);

/**
 * The end of the first accounting period when the dates typed make a period of account over 12 months (CTA 2009
 * s10: a 12-month accounting period, then the rest); null otherwise, or while the dates are incomplete.
 */
export function firstAccountingPeriodEnd(values: Pick<CompanyFormValues, "periodStart" | "periodEnd">): IsoDate | null {
  const start = values.periodStart.trim();
  const end = values.periodEnd.trim();
  if (!isIsoDate(start) || !isIsoDate(end) || end < start) return null;
  const periods = splitIntoAccountingPeriods({ start, end });
  return periods.length > 1 ? periods[0]!.end : null;
}

export function formFromCompany(c: CompanyDto): CompanyFormValues {
  const opening = Object.fromEntries(OPENING_BALANCE_FIELDS.map((f) => [f, text(c.openingBalances?.[f])])) as Record<
    OpeningField,
    string
  >;
  const vat = c.openingBalances?.vat ?? 0;
  opening.vat = vat > 0 || c.openingBalances?.vat === 0 ? String(vat) : "";
  opening.vatRepayment = vat < 0 ? String(-vat) : "";
  return {
    name: c.name,
    registrationNumber: c.registrationNumber ?? "",
    utr: c.utr ?? "",
    vatNumber: c.vatNumber ?? "",
    payeReference: c.payeReference ?? "",
    incorporationDate: c.incorporationDate ?? "",
    periodStart: c.periodStart ?? "",
    periodEnd: c.periodEnd ?? "",
    averageEmployees: String(c.averageEmployees),
    associatedCompanies: String(c.associatedCompanies),
    closeInvestmentHolding: c.closeInvestmentHolding === true,
    nonGroupDividendsReceived: dividendsText(c.nonGroupDividendsReceived),
    nonGroupDividendsReceivedFirstPeriod: amountText(c.nonGroupDividendsReceivedFirstPeriod ?? null),
    directors: c.directors.length > 0 ? c.directors : [""],
    sharesIssuedNotPaid: c.sharesIssuedNotPaid ? String(c.sharesIssuedNotPaid) : "",
    equipmentLifeYears: String(c.equipmentLifeYears),
    openingBalances: opening,
    principalActivity: c.principalActivity ?? "",
    vat: vatFormFromCompany(c),
    broughtForward: broughtForwardFormFromCompany(c),
    priorYear: priorYearFormFromCompany(c),
  };
}

export function wholeNumber(value: string, min: number, max: number): number | null {
  const t = value.trim();
  if (!/^\d+$/.test(t)) return null;
  const n = Number(t);
  return n >= min && n <= max ? n : null;
}

const optionalDate = (value: string) => (value.trim() === "" ? null : value.trim());

function openingBody(values: CompanyFormValues, errors: FormErrors): CompanyBody["openingBalances"] {
  const out: Partial<Record<OpeningField, number>> = {};
  const read = (field: OpeningField): number | null => {
    const raw = (values.openingBalances[field] ?? "").trim();
    if (raw === "") return null;
    const pounds = parseWholePounds(raw);
    if (pounds === null) errors[`openingBalances.${field}`] = "Enter whole pounds, e.g. 1250 or -300.";
    return pounds;
  };
  for (const field of OPENING_BALANCE_FIELDS) {
    if (field === "vat") continue;
    const pounds = read(field);
    if (pounds !== null) out[field] = pounds;
  }
  const owed = read("vat");
  const due = read("vatRepayment");
  if (owed !== null || due !== null) out.vat = (owed ?? 0) - (due ?? 0);
  return Object.keys(out).length > 0 ? out : null;
}

function counts(values: CompanyFormValues, errors: FormErrors) {
  const averageEmployees = wholeNumber(values.averageEmployees, 0, 100000);
  if (averageEmployees === null) errors.averageEmployees = "Enter a whole number of employees, 0 or more.";
  const associatedCompanies = wholeNumber(values.associatedCompanies, 0, 10000);
  if (associatedCompanies === null) errors.associatedCompanies = "Enter a whole number, 0 or more.";
  const equipmentLifeYears = wholeNumber(values.equipmentLifeYears, 1, 50);
  if (equipmentLifeYears === null) errors.equipmentLifeYears = "Enter a whole number of years from 1 to 50.";
  return { averageEmployees, associatedCompanies, equipmentLifeYears };
}

/** An amount typed in pounds ("£1,234.56"): pence, null when blank, or "bad" when it is no amount or negative. */
function readAmount(text: string): Pence | null | "bad" {
  const raw = text.trim().replace(/^£/, "").replace(/,/g, "");
  if (raw === "") return null;
  const p = fromDecimalString(raw);
  return p === null || p < 0 ? "bad" : p;
}

/**
 * The non-group dividends and, for a period over 12 months, how much of them was received in the first accounting
 * period (CTA 2010 s18L: they count in the period they were received in); blank there sends null (shared by days).
 */
function dividends(values: CompanyFormValues, errors: FormErrors) {
  const whole = readAmount(values.nonGroupDividendsReceived);
  if (whole === "bad") errors.nonGroupDividendsReceived = "Enter an amount in pounds, e.g. 8000.00.";
  const total = whole === "bad" || whole === null ? ZERO : whole;
  const firstEnd = firstAccountingPeriodEnd(values);
  let first: number | null = null;
  if (firstEnd !== null) {
    const part = readAmount(values.nonGroupDividendsReceivedFirstPeriod);
    if (part === "bad") {
      errors.nonGroupDividendsReceivedFirstPeriod = "Enter an amount in pounds, e.g. 2000.00, or leave it blank.";
    } else if (part !== null && part > total) {
      errors.nonGroupDividendsReceivedFirstPeriod = `Enter no more than the dividends received in the whole period (${formatGBP(total)}).`;
    } else if (part !== null) {
      first = toPoundsNumber(part);
    }
  }
  return { nonGroupDividendsReceived: toPoundsNumber(total), nonGroupDividendsReceivedFirstPeriod: first };
}

/** The nominal value of shares issued this period and not paid for, whole pounds (CA 2006 s547); blank is none. */
function sharesIssuedNotPaid(values: CompanyFormValues, errors: FormErrors): number {
  const raw = values.sharesIssuedNotPaid.trim().replace(/^£/, "").replace(/,/g, "");
  if (raw === "") return 0;
  if (!/^\d+$/.test(raw) || Number(raw) > 1e11) {
    errors.sharesIssuedNotPaid = "Enter whole pounds, e.g. 100 for 100 £1 shares, or leave it blank.";
    return 0;
  }
  return Number(raw);
}

/** HMRC's 10-digit UTR (CT600 box 3), spaces ignored; blank until the company has one. */
function utr(values: CompanyFormValues, errors: FormErrors): string | null {
  const digits = values.utr.replace(/\s/g, "");
  if (digits === "") return null;
  if (!/^[0-9]{10}$/.test(digits)) errors.utr = "Enter the 10 digits of the company's UTR, e.g. 1234567890.";
  return digits;
}

/** The VAT number and PAYE reference, spaces ignored; blank when the company has none (the server checks the form). */
function hmrcReferences(values: CompanyFormValues, errors: FormErrors) {
  const vat = values.vatNumber.replace(/\s/g, "").toUpperCase();
  const paye = values.payeReference.replace(/\s/g, "").toUpperCase();
  if (vat !== "" && !/^(?:GB)?(?:[0-9]{9}|[0-9]{12}|GD[0-9]{3}|HA[0-9]{3})$/.test(vat)) {
    errors.vatNumber = "Enter the VAT registration number, e.g. GB123456789.";
  }
  if (paye !== "" && !/^(?:[0-9]{3}\/[A-Z0-9]{1,10}|[0-9]{3}P[A-Z][0-9]{7}[0-9X])$/.test(paye)) {
    errors.payeReference = "Enter the PAYE reference, e.g. 123/AB45678 or 123PA00012345.";
  }
  return { vatNumber: vat === "" ? null : vat, payeReference: paye === "" ? null : paye };
}

function dates(values: CompanyFormValues, errors: FormErrors) {
  for (const key of ["incorporationDate", "periodStart", "periodEnd"] as const) {
    const v = values[key].trim();
    if (v !== "" && !isIsoDate(v)) errors[key] = "Enter a date.";
  }
  return {
    incorporationDate: optionalDate(values.incorporationDate),
    periodStart: optionalDate(values.periodStart),
    periodEnd: optionalDate(values.periodEnd),
  };
}

/**
 * The PUT /api/company body, or the fields to correct first. The server checks again and explains anything else
 * (period length, dates in order, registration number format).
 */
export function bodyFromForm(values: CompanyFormValues): { body: CompanyBody; errors: FormErrors } {
  const errors: FormErrors = {};
  if (values.name.trim() === "") errors.name = "Enter the company name.";
  const n = counts(values, errors);
  const body: CompanyBody = {
    name: values.name.trim(),
    registrationNumber: values.registrationNumber.trim() === "" ? null : values.registrationNumber.trim(),
    utr: utr(values, errors),
    ...hmrcReferences(values, errors),
    ...dates(values, errors),
    averageEmployees: n.averageEmployees ?? 0,
    associatedCompanies: n.associatedCompanies ?? 0,
    closeInvestmentHolding: values.closeInvestmentHolding,
    equipmentLifeYears: n.equipmentLifeYears ?? 3,
    ...dividends(values, errors),
    directors: values.directors.map((d) => d.trim()).filter((d) => d !== ""),
    sharesIssuedNotPaid: sharesIssuedNotPaid(values, errors),
    openingBalances: openingBody(values, errors),
    principalActivity: values.principalActivity.trim() === "" ? null : values.principalActivity.trim(),
    ...vatBodyFromForm(values.vat, errors),
    ...broughtForwardBodyFromForm(values.broughtForward, errors),
    ...priorYearBodyFromForm(values.priorYear, errors),
  };
  return { body, errors };
}
