import { BALANCE_SHEET_FIELDS, type BalanceSheetField } from "../accounts";
import { isIsoDate } from "../dates";
import { formatWholePoundsNumber } from "../money";

/**
 * The Companies House balance sheet form (spec part 2 §3, §5): whole-pound strings for the current and prior year,
 * the derived totals, and the validation messages. The web shows these as a preview; the server re-runs them. Its
 * boxes are core/accounts' BALANCE_SHEET_FIELDS.
 */
export type ChAmountField = BalanceSheetField;
export type ChFormYear = "Current" | "Prior";
/** e.g. `fixedAssetsCurrent`, `fixedAssetsPrior`: whole pounds as typed. */
export type ChFormAmountKey = `${ChAmountField}${ChFormYear}`;
export type ChFormAmounts = Record<ChFormAmountKey, string>;

export interface ChFormDraft extends ChFormAmounts {
  balanceSheetDate: string;
  currency: "GBP";
  balanceSheetStatement: boolean;
  s477Statement: boolean;
  s476Statement: boolean;
  directorName: string;
  approvalDate: string;
  averageEmployees: string;
}

export interface ChFormTotals {
  totalCurrentAssets: number;
  netCurrentAssets: number;
  totalAssetsLessCurrentLiabilities: number;
  totalNetAssets: number;
  totalCapitalAndReserves: number;
}

export const CH_FORM_YEARS: readonly ChFormYear[] = ["Current", "Prior"];

export function emptyChFormAmounts(): ChFormAmounts {
  const amounts = {} as ChFormAmounts;
  for (const field of BALANCE_SHEET_FIELDS) for (const year of CH_FORM_YEARS) amounts[`${field}${year}`] = "";
  return amounts;
}

export function emptyChFormDraft(): ChFormDraft {
  return {
    ...emptyChFormAmounts(),
    balanceSheetDate: "",
    currency: "GBP",
    balanceSheetStatement: false,
    s477Statement: false,
    s476Statement: false,
    directorName: "",
    approvalDate: "",
    averageEmployees: "0",
  };
}

/** Up to 13 digits (under £10 trillion) so ten fields still add up exactly as JavaScript numbers. */
const WHOLE_POUNDS = /^-?(\d{1,13}|\d{1,3}(,\d{3}){1,4})(\.0*)?$/;

/**
 * Whole pounds from what was typed: "1234", "-1,234", "1234.00". Null when blank or not a whole number (only
 * integers are accepted: "12.50" is null).
 */
export function parseWholePounds(text: string): number | null {
  const t = text.trim();
  if (!WHOLE_POUNDS.test(t)) return null;
  const n = Number(t.replace(/,/g, ""));
  return n === 0 ? 0 : n;
}

/** A blank or unparseable amount counts as 0 (spec part 2 §3). */
export function chAmount(amounts: ChFormAmounts, field: ChAmountField, year: ChFormYear): number {
  return parseWholePounds(amounts[`${field}${year}`]) ?? 0;
}

/** Fields that hold text which is not a whole number of pounds, for a hint beside the input. */
export function invalidChAmountFields(amounts: ChFormAmounts): ChFormAmountKey[] {
  const keys = CH_FORM_YEARS.flatMap((year) => BALANCE_SHEET_FIELDS.map((field): ChFormAmountKey => `${field}${year}`));
  return keys.filter((key) => amounts[key].trim() !== "" && parseWholePounds(amounts[key]) === null);
}

export function chFormTotals(amounts: ChFormAmounts, year: ChFormYear): ChFormTotals {
  const v = (field: ChAmountField) => chAmount(amounts, field, year);
  const totalCurrentAssets = v("stocks") + v("debtors") + v("cash") + v("otherCurrentAssets");
  const netCurrentAssets = totalCurrentAssets - v("creditorsWithinOneYear");
  const totalAssetsLessCurrentLiabilities = v("fixedAssets") + netCurrentAssets;
  return {
    totalCurrentAssets,
    netCurrentAssets,
    totalAssetsLessCurrentLiabilities,
    totalNetAssets: totalAssetsLessCurrentLiabilities - v("creditorsAfterOneYear") - v("provisions"),
    totalCapitalAndReserves: v("calledUpShareCapital") + v("profitLossAccount"),
  };
}

function balanceMessage(amounts: ChFormAmounts, year: ChFormYear): string | null {
  const t = chFormTotals(amounts, year);
  if (t.totalNetAssets === t.totalCapitalAndReserves) return null;
  const label = year === "Current" ? "Current Year" : "Prior Year";
  return `${label}: Total net assets (${formatWholePoundsNumber(t.totalNetAssets)}) must equal Capital and reserves (${formatWholePoundsNumber(t.totalCapitalAndReserves)})`;
}

/** Prior-year figures are optional for a first filing: checked only when some prior field holds a non-zero amount. */
function hasPriorYear(amounts: ChFormAmounts): boolean {
  return BALANCE_SHEET_FIELDS.some((field) => chAmount(amounts, field, "Prior") !== 0);
}

/** The spec's messages (part 2 §5), in its order; an empty list means the draft may be saved. */
export function validateChForm(draft: ChFormDraft): string[] {
  const errors: string[] = [];
  const bsDate = draft.balanceSheetDate.trim();
  const approval = draft.approvalDate.trim();
  if (bsDate === "") errors.push("Balance sheet date is required");
  const current = balanceMessage(draft, "Current");
  if (current) errors.push(current);
  const prior = hasPriorYear(draft) ? balanceMessage(draft, "Prior") : null;
  if (prior) errors.push(prior);
  if (!draft.balanceSheetStatement) errors.push("Balance sheet statement must be checked");
  if (draft.directorName.trim() === "") errors.push("Director name is required for approval");
  if (approval === "") errors.push("Approval date is required");
  // Dates from a date input are ISO strings, which compare as dates.
  else if (isIsoDate(bsDate) && isIsoDate(approval) && approval < bsDate) {
    errors.push("Approval date cannot be before balance sheet date");
  }
  return errors;
}
