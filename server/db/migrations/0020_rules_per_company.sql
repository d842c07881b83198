-- Idempotent (IF NOT EXISTS, constraints added once, rows copied only while a rule has no company), as every
-- migration since 0003 is. A rule belongs to one company, as the lines it categorises do: a rule written for one
-- client's books said the same of every other company of the person (a payee's rule from one company categorised
-- another's lines). So that today's companies keep today's behaviour, each existing rule is copied to every company
-- its user has, keeping its creation time (the order rules are tried in); a user with rules and no company yet gets
-- the default company the server would make at their next request, so no rule is lost. Then the company-less
-- originals go and the column becomes required.
ALTER TABLE "user_rules" ADD COLUMN IF NOT EXISTS "company_id" uuid;--> statement-breakpoint
INSERT INTO "companies" ("user_id", "name", "is_default")
SELECT DISTINCT r."user_id", 'My Company', true FROM "user_rules" r
 WHERE r."company_id" IS NULL AND NOT EXISTS (SELECT 1 FROM "companies" c WHERE c."user_id" = r."user_id");--> statement-breakpoint
INSERT INTO "user_rules" ("user_id", "company_id", "name", "contains", "category_id", "direction", "min_amount",
                          "max_amount", "vat_rate", "created_at")
SELECT r."user_id", c."id", r."name", r."contains", r."category_id", r."direction", r."min_amount", r."max_amount",
       r."vat_rate", r."created_at"
  FROM "user_rules" r JOIN "companies" c ON c."user_id" = r."user_id"
 WHERE r."company_id" IS NULL;--> statement-breakpoint
DELETE FROM "user_rules" WHERE "company_id" IS NULL;--> statement-breakpoint
ALTER TABLE "user_rules" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
DO $$ BEGIN
 ALTER TABLE "user_rules" ADD CONSTRAINT "user_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;--> statement-breakpoint
DROP INDEX IF EXISTS "user_rules_user_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "user_rules_company_idx" ON "user_rules" USING btree ("user_id","company_id","created_at");
