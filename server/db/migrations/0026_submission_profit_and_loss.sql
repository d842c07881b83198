-- Idempotent (IF NOT EXISTS), as every migration since 0003 is. Whether a Companies House accounts submission
-- delivered the profit and loss account (the director's choice, or the law's), as sent: the filing step lists what was
-- filed from it, not from the page's checkbox today. Null for HMRC's submissions and for those sent before it was kept.
ALTER TABLE "submissions" ADD COLUMN IF NOT EXISTS "profit_and_loss_delivered" boolean;
