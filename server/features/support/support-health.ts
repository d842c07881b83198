import type { Db } from "../../db/client";
import type { Env } from "../../env";
import type { Mailer } from "../../platform/mail/mailer";
import { type OutboxStats, outboxStats } from "../../platform/mail/outbox";

export interface SupportHealth {
  ok: boolean;
  mail: { configured: boolean; status: "not configured" | "ok" | "error"; error?: string };
  outbox: OutboxStats | null;
  /** Whether a failing check e-mails anyone: the status page says so when not (a default install mails nobody). */
  emailAlerts: boolean;
  /** How often the monitor runs (MONITOR_INTERVAL_SECONDS; 0 when it is off), so the page states the real interval. */
  monitorIntervalSeconds: number;
  error?: string;
}

/** The monitor mails its alerts only when it runs, has an address to mail and a mail server to send through. */
export function emailAlertsOn(env: Pick<Env, "SUPPORT_EMAIL" | "SMTP_URL" | "MONITOR_INTERVAL_SECONDS">): boolean {
  return Boolean(env.SUPPORT_EMAIL && env.SMTP_URL && env.MONITOR_INTERVAL_SECONDS > 0);
}

/**
 * GET /api/support/health. Mail that is not configured is not a failure (a fresh install is all green; mail waits
 * in the outbox); a configured mail server that fails its check is, and so is an outbox that cannot be read.
 */
export async function supportHealth(
  db: Db,
  mailer: Mailer,
  monitor: { emailAlerts: boolean; monitorIntervalSeconds: number },
): Promise<SupportHealth> {
  const [status, outbox] = await Promise.all([mailer.mailStatus(), outboxStats(db).catch(() => null)]);
  const mail: SupportHealth["mail"] = !status.configured
    ? { configured: false, status: "not configured" }
    : status.ok
      ? { configured: true, status: "ok" }
      : { configured: true, status: "error", error: status.error };
  // The monitor's facts first: the status page shows (and reads) only the first 500 characters of the answer.
  const health: SupportHealth = { ...monitor, ok: status.ok && outbox !== null, mail, outbox };
  if (!outbox) health.error = "The mail outbox cannot be read: the database is not answering.";
  return health;
}
