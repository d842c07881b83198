-- Idempotent (IF NOT EXISTS), as every migration since 0003 is. The director's answer that the company had no bank
-- account in the period (nothing to upload); every existing period had not said so. A write moves the company's
-- accounts_version through the existing period_answers trigger (0016), so the kept reports recompute.
ALTER TABLE "period_answers" ADD COLUMN IF NOT EXISTS "no_bank_account" boolean DEFAULT false NOT NULL;
