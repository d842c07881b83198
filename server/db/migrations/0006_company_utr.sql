ALTER TABLE "companies" ADD COLUMN IF NOT EXISTS "utr" text;
