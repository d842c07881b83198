import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companies } from "./companies";
import { users } from "./users";

/** A row as "Apply to similar" found it, to put back exactly on Undo. */
export interface SimilarUndoRow {
  id: string;
  categoryId: string | null;
  /** The confidence column's text ("0.850"), so it comes back to the digit. */
  confidence: string | null;
  reason: string | null;
  stage: string | null;
  vatRate: string | null;
  categoryBefore: string | null;
}

/**
 * One "Apply to similar": the rows it changed as they were before, so one Undo restores them all. The token the
 * answer gives is this row's id; it is scoped to the user and company like everything else.
 */
export const similarUndo = pgTable(
  "similar_undo",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** The category the apply set: Undo restores only the rows that still have it from the apply. */
    categoryId: text("category_id").notNull(),
    rows: jsonb("rows").$type<SimilarUndoRow[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("similar_undo_company_idx").on(t.userId, t.companyId, t.createdAt)],
);
