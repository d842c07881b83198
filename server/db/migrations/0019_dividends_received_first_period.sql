-- Idempotent (IF NOT EXISTS), as every migration since 0003 is. Of the non-group dividends received, those received
-- in the first accounting period of a period of account over 12 months (CTA 2010 s18L: they count in the accounting
-- period they were received in); null until given, when they are shared by days.
ALTER TABLE "companies" ADD COLUMN IF NOT EXISTS "non_group_dividends_received_first_period" numeric(14, 2);
