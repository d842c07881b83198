-- Idempotent: this migration's journal time was first written earlier than 0002's, so databases that had 0002 skipped
-- it (Drizzle applies only migrations newer than the last one applied); it now runs after 0002 everywhere, and again
-- on databases that had already run it.
DROP INDEX IF EXISTS "transactions_user_company_date_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "transactions_list_idx" ON "transactions" USING btree ("user_id","company_id","date","seq");
