ALTER TABLE "transactions" DROP CONSTRAINT "transactions_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_bank_account_id_bank_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_import_batch_id_import_batches_id_fk";
--> statement-breakpoint
DROP INDEX "transactions_user_deleted_idx";--> statement-breakpoint
DROP INDEX "transactions_dup_idx";--> statement-breakpoint
CREATE INDEX "transactions_recycle_bin_idx" ON "transactions" USING btree ("company_id","deleted_at") WHERE "transactions"."deleted_at" is not null;