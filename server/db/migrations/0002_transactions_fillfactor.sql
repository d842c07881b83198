-- Leave half of each transactions page free, so categorising rows (a new version of each) can usually stay on the
-- same page without touching the indexes (a HOT update). Categorising 100,000 rows on PGlite then costs about
-- half as much; the free space fills with those versions, so the table ends about the size it would have anyway.
-- Storage parameters are not in Drizzle's schema model: this migration is hand-written (see docs/decisions/005).
ALTER TABLE "transactions" SET (fillfactor = 50);
