import { boolean, date, jsonb, pgTable, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type {
  DirectorLoanTermsAnswer,
  GuaranteesAnswer,
  OffBalanceSheetAnswer,
} from "../../../core/contracts/readiness";
import { companies } from "./companies";
import { users } from "./users";

/**
 * What the director confirmed for one period of a company: the period's dates, a first year with nothing
 * brought forward, the notes questions, explanations of a cash check difference, and the bank's balance at the
 * period end typed for an account whose statements state none. Named by the period's dates,
 * like adjustments; null answers are not answered yet. Amounts inside the JSON are decimal strings in pounds.
 */
export const periodAnswers = pgTable(
  "period_answers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    periodStart: date("period_start", { mode: "string" }).notNull(),
    periodEnd: date("period_end", { mode: "string" }).notNull(),
    periodConfirmed: boolean("period_confirmed").notNull().default(false),
    openingFirstYear: boolean("opening_first_year").notNull().default(false),
    guarantees: jsonb("guarantees").$type<z.infer<typeof GuaranteesAnswer>>(),
    offBalanceSheet: jsonb("off_balance_sheet").$type<z.infer<typeof OffBalanceSheetAnswer>>(),
    directorLoanTerms: jsonb("director_loan_terms").$type<z.infer<typeof DirectorLoanTermsAnswer>>(),
    cashExplanations: jsonb("cash_explanations").$type<Record<string, string>>().notNull().default({}),
    /** By bank account id: the bank's balance at the period end as the director typed it, e.g. "-250.00". */
    statedBalances: jsonb("stated_balances").$type<Record<string, string>>().notNull().default({}),
    /** The director said the company had no bank account in the period: nothing to upload (the year steps). */
    noBankAccount: boolean("no_bank_account").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("period_answers_period_idx").on(t.userId, t.companyId, t.periodStart, t.periodEnd)],
);
