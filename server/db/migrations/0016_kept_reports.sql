-- A company's accounts version: moved by every write that changes what its accounts are built from, in the same
-- database transaction as the write, so a report kept at one version is exactly what any reader at that version
-- would compute (docs/decisions/009-reports-kept-by-accounts-version.md). The triggers do it, so a writer cannot
-- forget: any change to the company row (its settings, opening balances, period, and the transactions version every
-- transaction write raises) and any row written to a table that feeds the accounts.
ALTER TABLE "companies" ADD COLUMN IF NOT EXISTS "accounts_version" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "kept_reports" (
  "user_id" uuid NOT NULL,
  "company_id" uuid NOT NULL,
  "period" text NOT NULL,
  "report" text NOT NULL,
  "version" bigint NOT NULL,
  "today" text NOT NULL,
  "body" text NOT NULL,
  "kept_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "kept_reports_pk" PRIMARY KEY ("user_id", "company_id", "period", "report")
);
--> statement-breakpoint
DO $$ BEGIN
  ALTER TABLE "kept_reports" ADD CONSTRAINT "kept_reports_user_id_users_id_fk"
    FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
EXCEPTION WHEN duplicate_object THEN NULL; END $$;
--> statement-breakpoint
DO $$ BEGIN
  ALTER TABLE "kept_reports" ADD CONSTRAINT "kept_reports_company_id_companies_id_fk"
    FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
EXCEPTION WHEN duplicate_object THEN NULL; END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "company_accounts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A change to the company row that did not move the version itself moves it (a trigger below moves it for
  -- the tables beside it, and that update passes through here unchanged).
  IF NEW.accounts_version = OLD.accounts_version THEN
    NEW.accounts_version := OLD.accounts_version + 1;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "companies_accounts_version" ON "companies";
--> statement-breakpoint
CREATE TRIGGER "companies_accounts_version" BEFORE UPDATE ON "companies"
  FOR EACH ROW EXECUTE FUNCTION "company_accounts_changed"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "raise_accounts_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE "companies" SET "accounts_version" = "accounts_version" + 1 WHERE "id" = OLD.company_id;
  ELSE
    UPDATE "companies" SET "accounts_version" = "accounts_version" + 1 WHERE "id" = NEW.company_id;
    IF TG_OP = 'UPDATE' AND OLD.company_id IS DISTINCT FROM NEW.company_id THEN
      UPDATE "companies" SET "accounts_version" = "accounts_version" + 1 WHERE "id" = OLD.company_id;
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "bank_accounts_accounts_version" ON "bank_accounts";
--> statement-breakpoint
CREATE TRIGGER "bank_accounts_accounts_version" AFTER INSERT OR UPDATE OR DELETE ON "bank_accounts"
  FOR EACH ROW EXECUTE FUNCTION "raise_accounts_version"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "periods_accounts_version" ON "periods";
--> statement-breakpoint
CREATE TRIGGER "periods_accounts_version" AFTER INSERT OR UPDATE OR DELETE ON "periods"
  FOR EACH ROW EXECUTE FUNCTION "raise_accounts_version"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "adjustments_accounts_version" ON "adjustments";
--> statement-breakpoint
CREATE TRIGGER "adjustments_accounts_version" AFTER INSERT OR UPDATE OR DELETE ON "adjustments"
  FOR EACH ROW EXECUTE FUNCTION "raise_accounts_version"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "period_answers_accounts_version" ON "period_answers";
--> statement-breakpoint
CREATE TRIGGER "period_answers_accounts_version" AFTER INSERT OR UPDATE OR DELETE ON "period_answers"
  FOR EACH ROW EXECUTE FUNCTION "raise_accounts_version"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "year_steps_accounts_version" ON "year_steps";
--> statement-breakpoint
CREATE TRIGGER "year_steps_accounts_version" AFTER INSERT OR UPDATE OR DELETE ON "year_steps"
  FOR EACH ROW EXECUTE FUNCTION "raise_accounts_version"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "fixed_assets_accounts_version" ON "fixed_assets";
--> statement-breakpoint
CREATE TRIGGER "fixed_assets_accounts_version" AFTER INSERT OR UPDATE OR DELETE ON "fixed_assets"
  FOR EACH ROW EXECUTE FUNCTION "raise_accounts_version"();
