import { z } from "zod";
import type { PublicUser } from "./auth";
import type { CompanyDto } from "./company";
import { readSaveRows } from "./save-rows";

export { readPlainSaveRow, SaveRow } from "./save-rows";

export const MAX_IMPORT_ROWS = 200_000;
export const MAX_FILE_BYTES = 20 * 1024 * 1024;

export const BankAccountChoice = z
  .object({
    id: z.string().uuid().optional(),
    name: z.string().trim().min(1).max(100).optional(),
    sortCode: z.string().trim().max(20).optional(),
    accountNumber: z.string().trim().max(40).optional(),
    /** The bank's name from the file's layout ("Starling"), kept with a new account. */
    bank: z.string().trim().min(1).max(60).optional(),
  })
  .optional();
export type BankAccountChoice = z.infer<typeof BankAccountChoice>;

const MAX_FILES = 1000;

/**
 * One file of an upload: the next `rows` of `transactions`, in order, are its rows, saved to its own bank account
 * (or to the body's `bankAccount` when it names none).
 */
export const SaveFile = z.object({
  fileName: z.string().max(500).default(""),
  rows: z.number().int().min(0).max(MAX_IMPORT_ROWS),
  bankAccount: BankAccountChoice,
});
export type SaveFile = z.infer<typeof SaveFile>;

export const SaveTransactionsBody = z
  .object({
    transactions: z
      .array(z.unknown())
      .min(1, { message: "No rows to save" })
      .max(MAX_IMPORT_ROWS, { message: `at most ${MAX_IMPORT_ROWS.toLocaleString("en-GB")} rows can be saved at once` })
      .transform(readSaveRows),
    fileName: z.string().max(2000).default(""),
    fileCount: z.number().int().min(1).max(MAX_FILES).default(1),
    removeDuplicates: z.boolean().optional(),
    /** The account of the whole upload (one account), or of the files that name none. */
    bankAccount: BankAccountChoice,
    /** Several accounts in one upload: the rows file by file, each file with its account. */
    files: z.array(SaveFile).min(1).max(MAX_FILES).optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.files) return;
    const counted = body.files.reduce((n, f) => n + f.rows, 0);
    if (counted !== body.transactions.length) {
      ctx.addIssue({
        code: "custom",
        path: ["files"],
        message: `the files' rows add up to ${counted}, but ${body.transactions.length} transactions were sent`,
      });
    }
  });
export type SaveTransactionsBody = z.infer<typeof SaveTransactionsBody>;

/** What one bank account of an upload received (the save's `importAudit.bankAccounts`). */
export interface AccountImportAudit {
  bankAccountId: string;
  name: string;
  rowsImported: number;
  duplicatesSkipped: number;
}

export const IdsBody = z.object({
  ids: z.array(z.string().max(100)).min(1, { message: "Select at least one transaction" }).max(MAX_IMPORT_ROWS),
});

/** A transaction as the API lists it (spec part 1 §3), plus the bank account and the deciding stage. */
export interface TransactionDto {
  id: string;
  date: string;
  description: string;
  amount: string;
  balance: string | null;
  category: string | null;
  notes: string | null;
  categoryId: string | null;
  categoryConfidence: string | null;
  categoryReason: string | null;
  categoryStage: string | null;
  importBatchId: string | null;
  bankAccountId: string | null;
  /**
   * The line's own VAT rate (core/vat VatRate); null: its category's default (core/categories defaultVatRate).
   * Always in the server's answers; optional here so rows made before VAT existed still type-check.
   */
  vatRate?: string | null;
  /** Why the categoriser gave the line that rate ("Set by you for J BAKER"); null when the person set it. */
  vatReason?: string | null;
}

/** How many rows the first screen sends when not asked for another number. */
export const FIRST_SCREEN_ROWS = 500;

/** `GET /api/transactions/first-screen?limit=`: how many of the list's first rows to send. */
export const FirstScreenQuery = z
  .object({
    limit: z.coerce
      .number({ message: "limit must be a whole number from 1 to 1000" })
      .int({ message: "limit must be a whole number from 1 to 1000" })
      .min(1, { message: "limit must be a whole number from 1 to 1000" })
      .max(1000, { message: "limit must be a whole number from 1 to 1000" })
      .default(FIRST_SCREEN_ROWS),
  })
  .strict();

/**
 * The first screen of a long list: its first rows in list order, and the count and money in and out (decimal
 * strings, pounds) of all the active rows. When `total` equals the rows sent, they are the whole list.
 */
export interface TransactionsFirstScreenDto {
  total: number;
  inflow: string;
  outflow: string;
  rows: TransactionDto[];
}

/**
 * What the server writes into the HTML of `/transactions` for a signed-in person, in a
 * `<script type="application/json" id="page-data">` beside the first screen it draws: the app starts from the same
 * answers as `GET /api/auth/user`, `GET /api/transactions/first-screen` and `GET /api/company` instead of asking
 * for them again.
 */
export interface TransactionsPageData {
  user: PublicUser;
  firstScreen: TransactionsFirstScreenDto;
  /** `GET /api/company`: whether the table has its VAT rate column. */
  company: CompanyDto;
}

/** The id of the element that holds a page's data (above). */
export const PAGE_DATA_ELEMENT_ID = "page-data";

export interface DeletedTransactionDto {
  id: string;
  date: string;
  description: string;
  amount: string;
  deletedAt: string | null;
}

/**
 * What the web app's server-render entry (`web/server-entry.tsx`, built by Vite into dist/ssr) gives the server: the
 * `/transactions` page drawn by React from the same data the app then hydrates it with. `cookie` is the request's
 * Cookie header, for what the page reads from cookies as it first renders (the sidebar's state).
 */
export interface TransactionsPageRenderer {
  renderTransactionsPage(data: TransactionsPageData, request: { cookie: string }): Promise<string>;
  /** Renders a made-up page once, so the first real one does not pay for compiling the renderer. */
  warmUp(): Promise<void>;
}
