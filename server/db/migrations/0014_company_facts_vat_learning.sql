-- The company's VAT registration number and PAYE reference: the categoriser tells HMRC payments apart by them.
ALTER TABLE "companies" ADD COLUMN IF NOT EXISTS "vat_number" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN IF NOT EXISTS "paye_reference" text;--> statement-breakpoint
-- Why a row has the VAT rate it has when the categoriser learned it ("Set by you for J BAKER"); null when the
-- person set the rate on the row itself or it follows the category's default.
ALTER TABLE "transactions" ADD COLUMN IF NOT EXISTS "vat_reason" text;--> statement-breakpoint
-- A rule may carry a VAT rate for the lines it categorises.
ALTER TABLE "user_rules" ADD COLUMN IF NOT EXISTS "vat_rate" text;
