-- Idempotent (IF NOT EXISTS), as every migration since 0003 is. The written-down values of the capital allowance
-- pools brought forward into a company's first year in Microfile (CAA 2001 s59: main pool and special rate pool);
-- later years get theirs from the closed year before.
ALTER TABLE "companies" ADD COLUMN IF NOT EXISTS "capital_allowances_main_pool_brought_forward" numeric(14, 2) DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN IF NOT EXISTS "capital_allowances_special_rate_pool_brought_forward" numeric(14, 2) DEFAULT 0 NOT NULL;
