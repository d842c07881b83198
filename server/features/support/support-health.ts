import type { Db } from "../../db/client";
import type { Mailer } from "../../platform/mail/mailer";
import { type OutboxStats, outboxStats } from "../../platform/mail/outbox";

export interface SupportHealth {
  ok: boolean;
  mail: { configured: boolean; status: "not configured" | "ok" | "error"; error?: string };
  outbox: OutboxStats | null;
  error?: string;
}

/**
 * GET /api/support/health. Mail that is not configured is not a failure (a fresh install is all green; mail waits
 * in the outbox); a configured mail server that fails its check is, and so is an outbox that cannot be read.
 */
export async function supportHealth(db: Db, mailer: Mailer): Promise<SupportHealth> {
  const [status, outbox] = await Promise.all([mailer.mailStatus(), outboxStats(db).catch(() => null)]);
  const mail: SupportHealth["mail"] = !status.configured
    ? { configured: false, status: "not configured" }
    : status.ok
      ? { configured: true, status: "ok" }
      : { configured: true, status: "error", error: status.error };
  const health: SupportHealth = { ok: status.ok && outbox !== null, mail, outbox };
  if (!outbox) health.error = "The mail outbox cannot be read: the database is not answering.";
  return health;
}
