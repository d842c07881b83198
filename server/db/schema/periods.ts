import { date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { money } from "../money-column";
import { companies } from "./companies";
import { users } from "./users";

/**
 * A closed period of a company, kept so it shows again exactly as it was closed: its dates, the settings and the
 * opening position it was built with, the lines dated after it that its s455 relief counted, and the opening
 * position it hands the next period. The JSON keeps money as decimal strings in pounds (features/periods reads it
 * back to pence). The company's open period is the company's own period, which starts the day after the latest
 * closed one ends.
 */
export const periods = pgTable(
  "periods",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    /** The company settings the period was closed with (features/periods/period-snapshot.ts). */
    settings: jsonb("settings").$type<Record<string, unknown>>().notNull(),
    /** The opening balances and items the period was built from. */
    opening: jsonb("opening").$type<Record<string, unknown>>().notNull(),
    /** The next period's opening balances and items (core nextPeriodOpening), to the penny. */
    closing: jsonb("closing").$type<Record<string, unknown>>().notNull(),
    /** Director's loan lines dated after the period that its s455 computation read (s458 repayments). */
    laterLines: jsonb("later_lines").$type<Record<string, unknown>[]>().notNull().default([]),
    closedAt: timestamp("closed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("periods_company_idx").on(t.userId, t.companyId),
    uniqueIndex("periods_company_start_idx").on(t.companyId, t.startDate),
  ],
);

/**
 * A year-end adjustment (core/accounts Adjustment) of a company's period, named by the period's dates: the open
 * period's are those with the company's own period dates, and they move with them when the person changes them.
 */
export const adjustments = pgTable(
  "adjustments",
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
    kind: text("kind").notNull(),
    categoryId: text("category_id"),
    description: text("description").notNull(),
    amount: money("amount").notNull(),
    vatRate: text("vat_rate"),
    /** A director's loan write-off's date; null for the others (dated the period end). */
    date: date("date", { mode: "string" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("adjustments_period_idx").on(t.userId, t.companyId, t.periodStart)],
);
