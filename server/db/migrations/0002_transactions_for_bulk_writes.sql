-- Leave 60 % of each transactions page free, so categorising rows (a new version of each, with its reason) can stay
-- on the same page without touching the indexes (a HOT update). Categorising 100,000 rows on PGlite then writes in
-- about a third of the time (50 % free: about half); the free space fills with those versions, so the table ends
-- about the size it would have had anyway.
-- Storage parameters are not in Drizzle's schema model: this migration is hand-written (see docs/decisions/005).
ALTER TABLE "transactions" SET (fillfactor = 40);
--> statement-breakpoint
-- The duplicate key (date|amount|description) is computed from those columns when an import checks for duplicates;
-- stored, it made every row 50-odd bytes wider for every import, list and categorisation to carry.
ALTER TABLE "transactions" DROP COLUMN "dup_key";
