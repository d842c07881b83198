import type { ColumnPlan } from "./column-plan";
import { normaliseHeader } from "./header-names";
import type { CsvRecord } from "./tokenize";
import type { DetectedAccount } from "./types";

const COMBINED = /^'?\s*(\d{2})-?(\d{2})-?(\d{2})[\s-]+(\d{6,10})\b/; // "20-45-77 43218765", "309634-12345678 GBP"

const unmark = (cell: string) => cell.trim().replace(/^'+/, "").trim();

function sortCode(text: string): string | undefined {
  const digits = unmark(text).replace(/[\s-]/g, "");
  return /^\d{6}$/.test(digits) ? `${digits.slice(0, 2)}-${digits.slice(2, 4)}-${digits.slice(4)}` : undefined;
}

function accountFields(numberCell: string): DetectedAccount {
  const text = unmark(numberCell);
  const m = COMBINED.exec(text);
  if (m) return { sortCode: `${m[1]}-${m[2]}-${m[3]}`, accountNumber: m[4]! };
  return text === "" ? {} : { accountNumber: text };
}

function clean(account: DetectedAccount): DetectedAccount | null {
  const out: DetectedAccount = {};
  if (account.sortCode) out.sortCode = account.sortCode;
  if (account.accountNumber) out.accountNumber = account.accountNumber;
  if (account.name) out.name = account.name;
  return Object.keys(out).length > 0 ? out : null;
}

/** From sort code / account number / account name columns of the first data row. */
export function accountFromColumns(cells: readonly string[], plan: ColumnPlan): DetectedAccount | null {
  const at = (i: number | null) => (i === null ? "" : (cells[i] ?? ""));
  const fromNumber = accountFields(at(plan.accountNumber));
  const code = sortCode(at(plan.sortCode)) ?? fromNumber.sortCode;
  const name = unmark(at(plan.accountName));
  return clean({ sortCode: code, accountNumber: fromNumber.accountNumber, name });
}

const PREAMBLE_SORT_CODE = /sort\s*code\s*:?\s*(\d{2})[-\s]?(\d{2})[-\s]?(\d{2})\b/i;
const PREAMBLE_ACCOUNT = /account\s*(?:number|no\.?|#)\s*:?\s*((?:\d{2}-?\d{2}-?\d{2}[\s-]+)?[*\dX]{4,12})/i;

/**
 * From preamble lines above the header: `"Account Name:","FlexAccount ****12345"`, `Sort code: 30-96-41`,
 * `"Account Number:","****12345"`. Labels and values may share a cell or sit in neighbouring cells.
 */
export function accountFromPreamble(records: readonly CsvRecord[]): DetectedAccount | null {
  const found: DetectedAccount = {};
  for (const r of records) {
    const cells = r.cells.map(unmark).filter((c) => c !== "");
    const text = cells.join(" ");
    const code = PREAMBLE_SORT_CODE.exec(text);
    if (code) found.sortCode ??= `${code[1]}-${code[2]}-${code[3]}`;
    const number = PREAMBLE_ACCOUNT.exec(text);
    if (number) {
      const fields = accountFields(number[1]!);
      found.accountNumber ??= fields.accountNumber;
      found.sortCode ??= fields.sortCode;
    }
    if (normaliseHeader(cells[0] ?? "") === "account name" && cells[1]) found.name ??= cells[1];
  }
  return clean(found);
}
