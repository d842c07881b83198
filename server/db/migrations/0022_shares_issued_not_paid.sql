-- Idempotent (IF NOT EXISTS), as every migration since 0003 is. Shares issued in the open period that were not paid
-- for when issued (CA 2006 s547 called-up share capital; item A of the micro-entity balance sheet until paid); every
-- existing company had none until it says so.
ALTER TABLE "companies" ADD COLUMN IF NOT EXISTS "shares_issued_not_paid" numeric(14, 2) DEFAULT 0 NOT NULL;
