import { sql } from "drizzle-orm";
import { bigint, boolean, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { OpeningBalanceField, TypedProfitAndLoss } from "../../../core/accounts";
import { VAT_STAGGERS } from "../../../core/vat";
import { money } from "../money-column";
import { users } from "./users";

/** Opening balances: last year's closing balance sheet in the CH form's field names, whole pounds. */
export type OpeningBalances = Partial<Record<OpeningBalanceField, number>>;

/**
 * A debtor, creditor, prepayment or accrual of the opening balances typed by hand (a first year in Microfile), its
 * VAT-inclusive amount as a decimal string in pounds; the VAT is worked out from it as the accounts do.
 */
export interface StoredOpeningItem {
  id: string;
  kind: "debtor" | "creditor" | "prepayment" | "accrual";
  categoryId: string;
  description: string;
  gross: string;
  vatRate: string | null;
}

/** Last year's profit and loss lines A–G as typed (whole pounds), for the comparatives of a first year here. */
export type StoredPriorProfitAndLoss = Partial<Record<keyof TypedProfitAndLoss, number>>;

export const companies = pgTable(
  "companies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    registrationNumber: text("registration_number"),
    /** HMRC's Unique Taxpayer Reference, 10 digits (CT600 box 3); optional until the return is filed. */
    utr: text("utr"),
    /** The VAT registration number ("GB123456789"); the categoriser knows the company's VAT payments by it. */
    vatNumber: text("vat_number"),
    /** The PAYE reference (employer's "123/AB45678" or Accounts Office "123PA00012345"). */
    payeReference: text("paye_reference"),
    incorporationDate: date("incorporation_date", { mode: "string" }),
    periodStart: date("period_start", { mode: "string" }),
    periodEnd: date("period_end", { mode: "string" }),
    averageEmployees: integer("average_employees").notNull().default(0),
    associatedCompanies: integer("associated_companies").notNull().default(0),
    /** A close investment-holding company (CTA 2010 s34): the main rate, no small profits rate (s18N). */
    closeInvestmentHolding: boolean("close_investment_holding").notNull().default(false),
    nonGroupDividendsReceived: money("non_group_dividends_received"),
    /**
     * Of them, those received in the first accounting period when the period is over 12 months (CTA 2010 s18L: they
     * count in the accounting period they were received in); null: not given, shared by days.
     */
    nonGroupDividendsReceivedFirstPeriod: money("non_group_dividends_received_first_period"),
    /**
     * Shares issued in the open period and not paid for when issued (e.g. on incorporation, nothing paid in): within
     * the called-up share capital (CA 2006 s547) and, until a receipt categorised share capital pays them, item A of
     * the balance sheet. Cleared at a close, which carries what is still unpaid into the next year's opening balances.
     */
    sharesIssuedNotPaid: money("shares_issued_not_paid").notNull().default(sql`0`),
    directors: jsonb("directors").$type<string[]>().notNull().default([]),
    openingBalances: jsonb("opening_balances").$type<OpeningBalances>(),
    equipmentLifeYears: integer("equipment_life_years").notNull().default(3),
    /**
     * Trading losses brought forward into the first year in Microfile (CTA 2010 Part 4): of periods ending on or after
     * 1 April 2017 (s45A) and earlier ones (s45); whole pounds. Later years take theirs from the closed year before.
     */
    tradingLossesBroughtForward: money("trading_losses_brought_forward").notNull().default(sql`0`),
    tradingLossesBroughtForwardBefore2017: money("trading_losses_brought_forward_before_2017")
      .notNull()
      .default(sql`0`),
    /**
     * The written-down values of the capital allowance pools brought forward into the first year in Microfile (CAA
     * 2001 s59), whole pounds. Later years take theirs from the closed year before.
     */
    capitalAllowancesMainPoolBroughtForward: money("capital_allowances_main_pool_brought_forward")
      .notNull()
      .default(sql`0`),
    capitalAllowancesSpecialRatePoolBroughtForward: money("capital_allowances_special_rate_pool_brought_forward")
      .notNull()
      .default(sql`0`),
    /** The most of the s45A losses brought forward claimed in the open period; null: as much as covers the profits. */
    tradingLossesClaim: money("trading_losses_claim"),
    /** Null until the person says whether the company is registered for VAT. */
    vatRegistered: boolean("vat_registered"),
    vatScheme: text("vat_scheme", { enum: ["standard", "flat-rate"] }),
    /** The flat-rate percentage as exact basis points (14.5 % = 1,450). */
    vatFlatRateBasisPoints: integer("vat_flat_rate_basis_points"),
    vatRegisteredFrom: date("vat_registered_from", { mode: "string" }),
    /** Which months the quarterly VAT returns end in (HMRC's stagger); null until the person says. */
    vatStagger: text("vat_stagger", { enum: VAT_STAGGERS }),
    principalActivity: text("principal_activity"),
    /** What the typed opening balances are made of (a first year in Microfile); later years get theirs from a close. */
    openingItems: jsonb("opening_items").$type<StoredOpeningItem[]>(),
    priorProfitAndLoss: jsonb("prior_profit_and_loss").$type<StoredPriorProfitAndLoss>(),
    priorAverageEmployees: integer("prior_average_employees"),
    isDefault: boolean("is_default").notNull().default(false),
    /**
     * Raised in the same database transaction as every change to the company's transactions, so a list built at
     * one version is exactly the rows any reader at that version sees (see platform/list-cache/list-cache.ts).
     */
    transactionsVersion: bigint("transactions_version", { mode: "number" }).notNull().default(0),
    /**
     * Moved, by the database's own triggers, in the same transaction as every write that changes what the company's
     * accounts are built from; the kept reports are read by it (platform/kept-reports).
     */
    accountsVersion: bigint("accounts_version", { mode: "number" }).notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("companies_user_idx").on(t.userId)],
);

export const bankAccounts = pgTable(
  "bank_accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    sortCode: text("sort_code"),
    accountNumber: text("account_number"),
    /** The bank's name from the statement's layout ("Starling"), when a file said; transfers are read by it. */
    bank: text("bank"),
    /** The account's balance at the start of the company's period, when given for this account. */
    openingCash: money("opening_cash"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("bank_accounts_company_idx").on(t.userId, t.companyId)],
);
