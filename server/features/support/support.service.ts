import { tagsForTicket } from "../../../core/support";
import type { Db } from "../../db/client";
import { queueMail } from "../../platform/mail/outbox";
import { insertTicket } from "./support.repo";
import type { TicketBody } from "./support.schemas";
import { acknowledgementMail, supportNotificationMail } from "./support-mails";

/**
 * Stores the ticket and queues its mails in one transaction: the acknowledgement to the sender and, when
 * SUPPORT_EMAIL is set, a notification to support. Either all of it is kept or none.
 */
export async function createTicket(
  db: Db,
  input: TicketBody,
  opts: { userId: string | null; supportEmail?: string },
): Promise<string> {
  const tags = tagsForTicket(input.subject, input.body).join(",");
  return db.transaction(async (tx) => {
    const id = await insertTicket(tx, { userId: opts.userId, ...input, tags });
    const facts = { id, userId: opts.userId, tags, ...input };
    await queueMail(tx, acknowledgementMail(facts));
    if (opts.supportEmail) await queueMail(tx, supportNotificationMail(facts, opts.supportEmail));
    return id;
  });
}
