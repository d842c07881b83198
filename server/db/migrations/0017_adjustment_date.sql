-- A director's loan written off happens on a date within the period (it decides which s455 charge it relieves,
-- CTA 2010 s458); the other adjustments are dated the period end and leave it null.
ALTER TABLE "adjustments" ADD COLUMN IF NOT EXISTS "date" date;
