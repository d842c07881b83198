-- Idempotent (IF NOT EXISTS, constraints added once), as every migration since 0003 is.
CREATE TABLE IF NOT EXISTS "submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"filing_id" uuid,
	"registry" text NOT NULL,
	"kind" text NOT NULL,
	"company_name" text NOT NULL,
	"company_number" text,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"state" text NOT NULL,
	"test" boolean DEFAULT false NOT NULL,
	"submission_number" text,
	"correlation_id" text,
	"irmark" text,
	"receipt" jsonb,
	"rejections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failure" text,
	"document" text,
	"poll_url" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"next_poll_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"faults" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"lease_holder" text,
	"lease_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "submission_counters" (
	"presenter_key" text PRIMARY KEY NOT NULL,
	"last_number" bigint NOT NULL
);
--> statement-breakpoint
DO $$ BEGIN
 ALTER TABLE "submissions" ADD CONSTRAINT "submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;--> statement-breakpoint
DO $$ BEGIN
 ALTER TABLE "submissions" ADD CONSTRAINT "submissions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;--> statement-breakpoint
DO $$ BEGIN
 ALTER TABLE "submissions" ADD CONSTRAINT "submissions_filing_id_filings_id_fk" FOREIGN KEY ("filing_id") REFERENCES "public"."filings"("id") ON DELETE set null ON UPDATE no action;
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;--> statement-breakpoint
DO $$ BEGIN
 ALTER TABLE "submissions" ADD CONSTRAINT "submissions_registry_check" CHECK ("registry" in ('companies-house', 'hmrc'));
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "submissions_company_idx" ON "submissions" USING btree ("user_id","company_id","registry");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "submissions_due_idx" ON "submissions" USING btree ("next_poll_at") WHERE "submissions"."state" in ('submitted', 'pending', 'parked');
--> statement-breakpoint
-- One submission of a company's period to a registry in flight at a time: a second one is refused (409).
CREATE UNIQUE INDEX IF NOT EXISTS "submissions_live_idx" ON "submissions" USING btree ("company_id","registry","kind","period_end") WHERE "submissions"."state" in ('submitted', 'pending', 'parked');
--> statement-breakpoint
-- A Companies House submission number is never given twice for one presenter's counter.
CREATE UNIQUE INDEX IF NOT EXISTS "submissions_ch_number_idx" ON "submissions" USING btree ("registry","submission_number") WHERE "submissions"."submission_number" is not null;
