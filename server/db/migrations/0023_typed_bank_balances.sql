-- Idempotent (IF NOT EXISTS), as every migration since 0003 is. The bank's balance at the period end as the director
-- typed it, by bank account, for an account whose statements state no balance (a Barclays export has no balance
-- column); every existing period had none. A write moves the company's accounts_version through the existing
-- period_answers trigger (0016), so the kept reports recompute.
ALTER TABLE "period_answers" ADD COLUMN IF NOT EXISTS "stated_balances" jsonb DEFAULT '{}'::jsonb NOT NULL;
