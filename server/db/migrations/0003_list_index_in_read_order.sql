DROP INDEX "transactions_user_company_date_idx";--> statement-breakpoint
CREATE INDEX "transactions_list_idx" ON "transactions" USING btree ("user_id","company_id","date","seq");