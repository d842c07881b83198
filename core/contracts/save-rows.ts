import { z } from "zod";
import { isIsoDate } from "../dates";
import { fromDecimalString, type Pence } from "../money";
import { singleLine, storableNotes } from "./common";

/** Under £1,000,000,000,000: far beyond any micro company, and inside numeric(14,2). */
const AMOUNT_LIMIT = 1e14;
const AMOUNT_MESSAGE = "must be an amount such as -12.50";

/**
 * Amounts travel as decimal strings ("-12.50", or numbers) and come out of validation as exact pence (core/money),
 * read once: a 100,000-row save parses each amount a single time.
 */
const amountInPence = z
  .union([
    z.string().trim(),
    z
      .number()
      .finite()
      .transform((n) => String(n)),
  ])
  .transform((text, ctx): Pence => {
    const p = fromDecimalString(text);
    if (p === null || Math.abs(p) >= AMOUNT_LIMIT) {
      ctx.addIssue({ code: "custom", message: AMOUNT_MESSAGE });
      return z.NEVER;
    }
    return p;
  });

/** One row of a save, as the page sends it (spec part 1 §7) and as the server keeps it. */
export const SaveRow = z.object({
  date: z
    .string()
    .trim()
    .transform((d) => d.slice(0, 10))
    .refine(isIsoDate, { message: "must be a date as YYYY-MM-DD" }),
  description: z
    .string()
    .transform(singleLine)
    .pipe(z.string().trim().min(1, { message: "must not be empty" }).max(1000)),
  amount: amountInPence,
  balance: amountInPence.nullable().optional(),
  category: z.null().optional(),
  notes: z.string().max(2000).transform(storableNotes).nullable().optional(),
});
export type SaveRow = z.infer<typeof SaveRow>;

/** An amount exactly as amountInPence reads it; null where that schema would refuse it. */
function plainAmount(value: unknown): Pence | null {
  let text: string;
  if (typeof value === "string") text = value.trim();
  else if (typeof value === "number" && Number.isFinite(value)) text = String(value);
  else return null;
  const p = fromDecimalString(text);
  return p === null || Math.abs(p) >= AMOUNT_LIMIT ? null : p;
}

/**
 * A row read the way SaveRow reads it, by hand: null when anything about it is not plainly right, and SaveRow then
 * reads it and names the fault. Zod's per-field machinery was most of the time a 100,000-row save spent being
 * validated, and nearly every row is plainly right. save-rows.test.ts checks over random rows that whatever it accepts,
 * SaveRow accepts with the same result.
 */
export function readPlainSaveRow(raw: unknown): SaveRow | null {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return null;
  const r = raw as Record<string, unknown>;
  if (typeof r.date !== "string" || typeof r.description !== "string") return null;
  const date = r.date.trim().slice(0, 10);
  if (!isIsoDate(date)) return null;
  const description = singleLine(r.description).trim();
  if (description.length === 0 || description.length > 1000) return null;
  const amount = plainAmount(r.amount);
  const balance = r.balance === undefined || r.balance === null ? r.balance : plainAmount(r.balance);
  if (amount === null) return null;
  if (balance === null && r.balance !== null) return null; // a balance that is not an amount
  if (r.category !== undefined && r.category !== null) return null;
  const notes = r.notes;
  if (notes !== undefined && notes !== null && (typeof notes !== "string" || notes.length > 2000)) return null;
  // One literal (absent keys as undefined): every row then has the same shape, which V8 handles fastest.
  return {
    date,
    description,
    amount,
    balance,
    category: r.category as null | undefined,
    notes: typeof notes === "string" ? storableNotes(notes) : notes,
  };
}

/**
 * The transform that reads a save's rows: each by readPlainSaveRow, or by SaveRow when that declines it, whose issues
 * are reported at the row's index, as a plain array of SaveRow would report them.
 */
export function readSaveRows(rows: unknown[], ctx: z.RefinementCtx): SaveRow[] {
  const out: SaveRow[] = new Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const plain = readPlainSaveRow(rows[i]);
    if (plain) {
      out[i] = plain;
      continue;
    }
    const checked = SaveRow.safeParse(rows[i]);
    if (checked.success) out[i] = checked.data;
    else for (const issue of checked.error.issues) ctx.addIssue({ ...issue, path: [i, ...issue.path] } as never);
  }
  return out;
}
