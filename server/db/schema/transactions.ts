import { sql } from "drizzle-orm";
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { money } from "../money-column";
import { bankAccounts, companies } from "./companies";
import { users } from "./users";

export const importBatches = pgTable(
  "import_batches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    bankAccountId: uuid("bank_account_id").references(() => bankAccounts.id, { onDelete: "set null" }),
    fileNames: text("file_names").notNull(),
    fileCount: integer("file_count").notNull(),
    rowsImported: integer("rows_imported").notNull(),
    duplicatesSkipped: integer("duplicates_skipped").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("import_batches_company_idx").on(t.userId, t.companyId)],
);

/**
 * The one large table: a busy account adds 100,000 rows in one import, so nothing is checked per row that the
 * import already knows. It has no foreign keys: the user, company, bank account and import batch are set by the
 * import service from the signed-in, company-scoped lookups in the same database transaction; companies, bank
 * accounts and import batches are never deleted on their own, and erasing a user deletes their transactions
 * explicitly (features/account). Each foreign key is checked row by row, a large part of a big import on
 * PostgreSQL as on PGlite. Likewise two indexes only take inserts:
 * the list's (user, company, date, seq) and the recycle bin's, partial, so active rows never enter it. The duplicate check
 * joins the upload's keys against the account's rows instead of keeping a third index (see import.repo).
 */
export const transactions = pgTable(
  "transactions",
  {
    /** UUIDv7, made by the server (db/ids.ts). */
    id: uuid("id").primaryKey().defaultRandom(),
    /** Insertion order; the tie-breaker after date so rows keep the statement's order. */
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity(),
    userId: uuid("user_id").notNull(),
    companyId: uuid("company_id").notNull(),
    bankAccountId: uuid("bank_account_id"),
    importBatchId: uuid("import_batch_id"),
    date: date("date", { mode: "string" }).notNull(),
    description: text("description").notNull(),
    amount: money("amount").notNull(),
    balance: money("balance"),
    categoryId: text("category_id"),
    categoryConfidence: numeric("category_confidence", { precision: 4, scale: 3 }),
    categoryReason: text("category_reason"),
    categoryStage: text("category_stage"),
    /** The category the row had before the person last set it by hand ("Apply to similar" compares kinds with it). */
    categoryBefore: text("category_before"),
    notes: text("notes"),
    /** The line's VAT rate (core/vat VatRate); null: its category's default. */
    vatRate: text("vat_rate"),
    /** Why the categoriser gave the row its VAT rate ("Set by you for J BAKER"); null when the person set it. */
    vatReason: text("vat_reason"),
    /** The other side of a transfer between two of the company's accounts (features/transfers), on both lines. */
    transferPairId: uuid("transfer_pair_id"),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list, the categoriser and the reports read a company's rows in (date, seq) order: with seq in the index
    // they come out of it in that order, with no sort after (about a fifth of the list's time on PGlite).
    index("transactions_list_idx").on(t.userId, t.companyId, t.date, t.seq),
    index("transactions_recycle_bin_idx").on(t.companyId, t.deletedAt).where(sql`${t.deletedAt} is not null`),
    // Partial like the recycle bin's: an import's rows never enter it, and the few paired transfers are found fast.
    index("transactions_transfer_pair_idx").on(t.userId, t.companyId).where(sql`${t.transferPairId} is not null`),
  ],
);

/**
 * A person's rule, kept in the company it was made in: it categorises that company's lines only (another company's
 * books may give the same payee another meaning).
 */
export const userRules = pgTable(
  "user_rules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name"),
    contains: text("contains").notNull(),
    categoryId: text("category_id").notNull(),
    direction: text("direction", { enum: ["in", "out"] }),
    minAmount: money("min_amount"),
    maxAmount: money("max_amount"),
    /** The VAT rate the rule's lines get; null: the category's default. */
    vatRate: text("vat_rate"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // Read in the order they are tried: the company's rules, oldest first.
  (t) => [index("user_rules_company_idx").on(t.userId, t.companyId, t.createdAt)],
);

/** A user's remembered column mapping for a bank layout, keyed by the layout's header signature. */
export const savedLayouts = pgTable(
  "saved_layouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    layoutKey: text("layout_key").notNull(),
    mapping: jsonb("mapping").$type<Record<string, string>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("saved_layouts_user_layout_idx").on(t.userId, t.layoutKey)],
);
