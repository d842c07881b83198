import { boolean, date, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { money } from "../money-column";
import { companies } from "./companies";
import { users } from "./users";

/**
 * What the person said about one fixed asset line (a bank line in a fixed-asset category) for capital allowances
 * (CAA 2001): plant, van or car, new or used, a car's CO2, and its sale. A line without a row here has the
 * defaults (core/accounts capital-assets.ts). No foreign key to `transactions`, which has none (schema/transactions).
 */
export const fixedAssets = pgTable(
  "fixed_assets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    transactionId: uuid("transaction_id").notNull(),
    kind: text("kind", { enum: ["plant", "van", "car"] }).notNull(),
    isNew: boolean("is_new").notNull().default(true),
    co2GramsPerKm: integer("co2_grams_per_km"),
    disposedOn: date("disposed_on", { mode: "string" }),
    disposalProceeds: money("disposal_proceeds"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("fixed_assets_transaction_idx").on(t.userId, t.companyId, t.transactionId)],
);
