-- Idempotent (IF NOT EXISTS), as every migration since 0003 is. Trading losses brought forward into a company's first
-- year in Microfile (CTA 2010 Part 4: periods ending on or after 1 April 2017, and earlier ones), and the claim
-- for them in the open period (s45A); later years get theirs from the closed year before.
ALTER TABLE "companies" ADD COLUMN IF NOT EXISTS "trading_losses_brought_forward" numeric(14, 2) DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN IF NOT EXISTS "trading_losses_brought_forward_before_2017" numeric(14, 2) DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN IF NOT EXISTS "trading_losses_claim" numeric(14, 2);
