import type { Database } from "../../db/client";
import { describeMailError, isPermanentMailError } from "./mail-errors";
import type { Mailer } from "./mailer";

export interface MailWorkerOptions {
  database: Database;
  mailer: Mailer;
  /** How often the outbox is polled. */
  intervalMs: number;
  log?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  batchSize?: number;
  /** Wait before the next try after `attempts` failed tries. */
  backoffMs?: (attempts: number) => number;
}

/** A claimed mail is not picked up again (by this or another server) until its send has had time to finish. */
const LEASE_SECONDS = 120;
/** Transient failures (server down) retry for about a day; a permanent refusal (5xx) three times. */
const MAX_ATTEMPTS = 30;
const MAX_ATTEMPTS_PERMANENT = 3;

/** 30 s, 1 min, 2 min, ... capped at one hour. */
export const defaultBackoffMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

interface ClaimedMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  attempts: number;
}

/**
 * Sends the mail that is due, once. Rows are claimed with an UPDATE ... FOR UPDATE SKIP LOCKED that pushes their
 * next attempt past a lease, so several servers never send the same mail at once, and a server that dies mid-send
 * leaves the mail to be retried rather than lost. No transaction is held during SMTP (PGlite has one connection).
 */
export async function deliverDueMail(opts: MailWorkerOptions): Promise<{ sent: number; failed: number }> {
  const claimed = await opts.database.query<ClaimedMail>(
    `update email_outbox set attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $2)
     where id in (select id from email_outbox where status = 'pending' and next_attempt_at <= now()
                  order by next_attempt_at limit $1 for update skip locked)
     returning id, "to", subject, text, attempts`,
    [opts.batchSize ?? 20, LEASE_SECONDS],
  );
  let sent = 0;
  for (const mail of claimed) {
    try {
      await opts.mailer.send(mail);
      await opts.database.query(
        `update email_outbox set status = 'sent', sent_at = now(), last_error = null where id = $1`,
        [mail.id],
      );
      sent++;
    } catch (err) {
      await recordFailure(opts, mail, err);
    }
  }
  return { sent, failed: claimed.length - sent };
}

async function recordFailure(opts: MailWorkerOptions, mail: ClaimedMail, err: unknown): Promise<void> {
  const limit = isPermanentMailError(err) ? MAX_ATTEMPTS_PERMANENT : MAX_ATTEMPTS;
  const giveUp = mail.attempts >= limit;
  const waitSeconds = (opts.backoffMs ?? defaultBackoffMs)(mail.attempts) / 1000;
  const detail = err instanceof Error ? ` (${err.message})` : "";
  const lastError = `${describeMailError(err)}${detail}`.slice(0, 500);
  await opts.database.query(
    `update email_outbox set status = $2, last_error = $3, next_attempt_at = now() + make_interval(secs => $4)
     where id = $1`,
    [mail.id, giveUp ? "failed" : "pending", lastError, waitSeconds],
  );
  // The outbox id, never the address or the text: logs are not the place for personal data.
  opts.log?.warn({ outboxId: mail.id, attempts: mail.attempts, giveUp }, `mail not sent: ${describeMailError(err)}`);
}

/**
 * Polls the outbox until stopped. Runs never overlap; without SMTP the worker does nothing and mail stays queued
 * until a server with SMTP_URL starts. Returns the stop function (awaits a run in progress).
 */
export function startMailWorker(opts: MailWorkerOptions): () => Promise<void> {
  if (!opts.mailer.configured) return async () => {};
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = deliverDueMail(opts)
      .then(() => undefined)
      .catch((err) => opts.log?.error({ err }, "mail worker run failed"))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, opts.intervalMs);
      });
  };
  timer = setTimeout(tick, opts.intervalMs);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
