ALTER TABLE "companies" ADD COLUMN IF NOT EXISTS "transactions_version" bigint DEFAULT 0 NOT NULL;
