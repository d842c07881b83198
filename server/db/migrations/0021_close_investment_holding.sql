-- Idempotent (IF NOT EXISTS), as every migration since 0003 is. A close investment-holding company (CTA 2010 s34)
-- pays the main rate with no small profits rate or marginal relief (s18N); every existing company is taken not to be
-- one until it says so.
ALTER TABLE "companies" ADD COLUMN IF NOT EXISTS "close_investment_holding" boolean DEFAULT false NOT NULL;
