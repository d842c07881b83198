-- Idempotent (IF NOT EXISTS), as every migration since 0003 is. Which months the company's quarterly VAT returns end
-- in (HMRC's stagger: 'mar-jun-sep-dec', 'apr-jul-oct-jan' or 'may-aug-nov-feb'); null until the person says. A change
-- to the company row moves its accounts_version through the existing trigger (0016), so the kept VAT report
-- recomputes its quarters.
ALTER TABLE "companies" ADD COLUMN IF NOT EXISTS "vat_stagger" text;
