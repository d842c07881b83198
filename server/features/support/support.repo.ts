import type { Db } from "../../db/client";
import { supportTickets } from "../../db/schema";
import { newTicketId } from "./ticket-id";

export interface NewTicket {
  /** Set when the sender is signed in; anyone may open a ticket, so there is no company scope here. */
  userId: string | null;
  email: string;
  subject: string;
  body: string;
  tags: string;
}

/** Inserts the ticket under a fresh reference; on the (1 in 10^12) chance of a taken one, draws another. */
export async function insertTicket(db: Db, ticket: NewTicket): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const rows = await db
      .insert(supportTickets)
      .values({ id: newTicketId(), ...ticket, status: "new" })
      .onConflictDoNothing({ target: supportTickets.id })
      .returning({ id: supportTickets.id });
    if (rows[0]) return rows[0].id;
  }
  throw new Error("could not draw a free ticket reference");
}
