ALTER TABLE "bank_accounts" ADD COLUMN IF NOT EXISTS "bank" text;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN IF NOT EXISTS "opening_cash" numeric(14,2);--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN IF NOT EXISTS "transfer_pair_id" uuid;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "transactions_transfer_pair_idx" ON "transactions" USING btree ("user_id","company_id") WHERE "transactions"."transfer_pair_id" is not null;
