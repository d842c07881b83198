-- Idempotent (IF NOT EXISTS, constraints added once), as every migration since 0003 is.
CREATE TABLE IF NOT EXISTS "period_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"period_confirmed" boolean DEFAULT false NOT NULL,
	"opening_first_year" boolean DEFAULT false NOT NULL,
	"guarantees" jsonb,
	"off_balance_sheet" jsonb,
	"director_loan_terms" jsonb,
	"cash_explanations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DO $$ BEGIN
 ALTER TABLE "period_answers" ADD CONSTRAINT "period_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;--> statement-breakpoint
DO $$ BEGIN
 ALTER TABLE "period_answers" ADD CONSTRAINT "period_answers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "period_answers_period_idx" ON "period_answers" USING btree ("user_id","company_id","period_start","period_end");
