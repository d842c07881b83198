import type { BalanceSheetReport } from "../../../../core/contracts";
import { formatPounds } from "../report-format";

export type AccountCash = BalanceSheetReport["bankAccounts"][number];

/** One account's cash check as words: what the bank says against what the books make of it. */
export function accountCheckText(a: AccountCash): string {
  if (a.stated === null) return "No balance in its statements";
  if (a.difference === null) return "Give its opening cash to check it";
  if (a.difference === 0) return a.statedBy === "director" ? "Agrees with the balance you typed" : "Agrees";
  return `Differs by ${formatPounds(a.difference)}`;
}

/** Amounts that may be unknown show as a dash. */
export const poundsOrDash = (pounds: number | null): string => (pounds === null ? "–" : formatPounds(pounds));
