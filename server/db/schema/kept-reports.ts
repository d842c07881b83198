import { bigint, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companies } from "./companies";
import { users } from "./users";

/**
 * A report of a company's period as its builder answered it, kept until the company's accounts version moves
 * (docs/decisions/009-reports-kept-by-accounts-version.md). One row per report and period: a newer version replaces
 * the row. `today` is the date a report that counts from today was built on, and empty for the others.
 */
export const keptReports = pgTable(
  "kept_reports",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** The `?period=` the report was asked for; empty for the open period. */
    period: text("period").notNull(),
    report: text("report").notNull(),
    version: bigint("version", { mode: "number" }).notNull(),
    today: text("today").notNull(),
    /** The answer's JSON, exactly as sent. */
    body: text("body").notNull(),
    keptAt: timestamp("kept_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: "kept_reports_pk", columns: [t.userId, t.companyId, t.period, t.report] })],
);
