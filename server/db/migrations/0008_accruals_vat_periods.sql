-- Idempotent (IF NOT EXISTS, constraints added once), as every migration since 0003 is: an install that ran 0003
-- under its first, earlier stamp runs the later ones again.
CREATE TABLE IF NOT EXISTS "adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"kind" text NOT NULL,
	"category_id" text,
	"description" text NOT NULL,
	"amount" numeric(14,2) NOT NULL,
	"vat_rate" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"settings" jsonb NOT NULL,
	"opening" jsonb NOT NULL,
	"closing" jsonb NOT NULL,
	"later_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN IF NOT EXISTS "vat_registered" boolean;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN IF NOT EXISTS "vat_scheme" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN IF NOT EXISTS "vat_flat_rate_basis_points" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN IF NOT EXISTS "vat_registered_from" date;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN IF NOT EXISTS "principal_activity" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN IF NOT EXISTS "opening_items" jsonb;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN IF NOT EXISTS "prior_profit_and_loss" jsonb;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN IF NOT EXISTS "prior_average_employees" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN IF NOT EXISTS "vat_rate" text;--> statement-breakpoint
DO $$ BEGIN
 ALTER TABLE "adjustments" ADD CONSTRAINT "adjustments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;--> statement-breakpoint
DO $$ BEGIN
 ALTER TABLE "adjustments" ADD CONSTRAINT "adjustments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;--> statement-breakpoint
DO $$ BEGIN
 ALTER TABLE "periods" ADD CONSTRAINT "periods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;--> statement-breakpoint
DO $$ BEGIN
 ALTER TABLE "periods" ADD CONSTRAINT "periods_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "adjustments_period_idx" ON "adjustments" USING btree ("user_id","company_id","period_start");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "periods_company_idx" ON "periods" USING btree ("user_id","company_id");--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "periods_company_start_idx" ON "periods" USING btree ("company_id","start_date");