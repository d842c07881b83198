import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { emailOutbox } from "../../db/schema";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The user the mail concerns, so erasing their data erases it too. */
  userId?: string | null;
}

/**
 * Writes a mail to the outbox; the mail worker sends it. Callers may pass a transaction, so the mail is queued
 * exactly when the change it reports is committed.
 */
export async function queueMail(db: Db, mail: OutgoingMail): Promise<string> {
  const [row] = await db
    .insert(emailOutbox)
    .values({ to: mail.to, subject: oneLine(mail.subject), text: mail.text, userId: mail.userId ?? null })
    .returning({ id: emailOutbox.id });
  return row!.id;
}

/** A subject is a header: line breaks would end it, so they become spaces. */
function oneLine(subject: string): string {
  return subject.replace(/\s+/g, " ").trim().slice(0, 250);
}

export interface OutboxStats {
  pending: number;
  failed: number;
  /** Age of the oldest mail still waiting, in whole minutes; null when none waits. */
  oldestPendingMinutes: number | null;
}

export async function outboxStats(db: Db): Promise<OutboxStats> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${emailOutbox.status} = 'pending')::int`,
      failed: sql<number>`count(*) filter (where ${emailOutbox.status} = 'failed')::int`,
      // Measured by the database's clock, the same one that stamped created_at.
      oldest: sql<
        number | null
      >`floor(extract(epoch from now() - min(${emailOutbox.createdAt}) filter (where ${emailOutbox.status} = 'pending')) / 60)::int`,
    })
    .from(emailOutbox);
  return { pending: row?.pending ?? 0, failed: row?.failed ?? 0, oldestPendingMinutes: row?.oldest ?? null };
}
