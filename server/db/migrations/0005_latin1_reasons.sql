-- Reasons written before the wording moved into Latin-1 (see core/categorise/pipeline.ts, DEFAULT_REASON): the
-- default guess, a person's rule ("£1.00–£5.00 → Sales") and the HMRC reference rules ("HMRC …K"). The companies
-- whose rows change get a new transactions version first, so no list kept from before is sent again.
UPDATE "companies" SET "transactions_version" = "transactions_version" + 1
 WHERE "id" IN (SELECT "company_id" FROM "transactions" WHERE "category_reason" ~ '[—–…→]');
--> statement-breakpoint
UPDATE "transactions"
   SET "category_reason" = 'No rule or similar transaction matched; guessed from the direction of the money: please review'
 WHERE "category_reason" = 'No rule or similar transaction matched; guessed from the direction of the money — please review';
--> statement-breakpoint
UPDATE "transactions"
   SET "category_reason" = regexp_replace(
         regexp_replace("category_reason", '(-?£[0-9,]+\.[0-9]{2})–(-?£[0-9,]+\.[0-9]{2})', '\1 to \2'),
         ' → ([^→]*)$', ', so \1')
 WHERE "category_stage" = 'rule' AND "category_reason" LIKE 'Your rule%' AND "category_reason" ~ '[–→]';
--> statement-breakpoint
UPDATE "transactions"
   SET "category_reason" = replace(replace(replace("category_reason",
         '"HMRC …A001…"', '"HMRC ...A001..."'), '"HMRC …P…"', '"HMRC ...P..."'), '"HMRC …K"', '"HMRC ...K"')
 WHERE "category_stage" = 'builtin' AND "category_reason" LIKE 'Built-in rule: "HMRC …%';
