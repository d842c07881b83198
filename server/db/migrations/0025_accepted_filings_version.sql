-- Idempotent (triggers dropped and made again), as every migration since 0003 is. A registry accepting a filing, or
-- an accepted one changing state, moves the company's accounts version (the trigger function of 0016): the kept
-- deadlines and readiness answers say whether the period's accounts and returns are filed, so they are rebuilt. The
-- poller's other updates (attempts, leases, the next poll) leave the version alone.
DROP TRIGGER IF EXISTS "submissions_accepted_accounts_version" ON "submissions";
--> statement-breakpoint
CREATE TRIGGER "submissions_accepted_accounts_version" AFTER UPDATE OF "state" ON "submissions"
  FOR EACH ROW WHEN (OLD.state IS DISTINCT FROM NEW.state AND (OLD.state = 'accepted' OR NEW.state = 'accepted'))
  EXECUTE FUNCTION "raise_accounts_version"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "submissions_inserted_accepted_accounts_version" ON "submissions";
--> statement-breakpoint
CREATE TRIGGER "submissions_inserted_accepted_accounts_version" AFTER INSERT ON "submissions"
  FOR EACH ROW WHEN (NEW.state = 'accepted')
  EXECUTE FUNCTION "raise_accounts_version"();
