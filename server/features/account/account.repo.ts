import { and, eq, isNotNull, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import {
  bankAccounts,
  companies,
  emailOutbox,
  filings,
  importBatches,
  payments,
  savedLayouts,
  sessions,
  supportTickets,
  transactions,
  userRules,
  users,
} from "../../db/schema";

/** The person being erased: their id, and their email for the rows that hold only the address. */
export interface Erasee {
  userId: string;
  email: string;
}

export const DELETED_EMAIL = "deleted-user";
export const DELETED_BODY = "[deleted at the user's request]";

const sameEmail = (column: typeof supportTickets.email | typeof emailOutbox.to, email: string) =>
  sql`lower(${column}) = ${email.toLowerCase()}`;

const theirTickets = (who: Erasee) =>
  or(eq(supportTickets.userId, who.userId), sameEmail(supportTickets.email, who.email));

/**
 * Their mail: queued or sent for them, addressed to them (an acknowledgement sent before they signed in), or about
 * one of their tickets (support's copy of a ticket sent while signed out; its subject starts with "[MF-...]").
 */
const theirMail = (who: Erasee) =>
  or(
    eq(emailOutbox.userId, who.userId),
    sameEmail(emailOutbox.to, who.email),
    sql`exists (select 1 from ${supportTickets} where ${theirTickets(who)}
                and ${emailOutbox.subject} like '[' || ${supportTickets.id} || ']%')`,
  );

/** How many rows of each kind the erasure removes (or anonymises), for the answer to the user. */
export async function countUserData(db: Db, who: Erasee): Promise<Record<string, number>> {
  const mine = (userIdColumn: AnyPgColumn) => eq(userIdColumn, who.userId);
  const counts = {
    companies: db.$count(companies, mine(companies.userId)),
    bankAccounts: db.$count(bankAccounts, mine(bankAccounts.userId)),
    transactions: db.$count(transactions, mine(transactions.userId)),
    recycleBin: db.$count(transactions, and(mine(transactions.userId), isNotNull(transactions.deletedAt))),
    importBatches: db.$count(importBatches, mine(importBatches.userId)),
    userRules: db.$count(userRules, mine(userRules.userId)),
    savedLayouts: db.$count(savedLayouts, mine(savedLayouts.userId)),
    sessions: db.$count(sessions, mine(sessions.userId)),
    filings: db.$count(filings, mine(filings.userId)),
    emails: db.$count(emailOutbox, theirMail(who)),
    supportTicketsAnonymised: db.$count(supportTickets, theirTickets(who)),
    paymentsAnonymised: db.$count(payments, mine(payments.userId)),
  };
  // One after another: a transaction runs its statements in order on one connection anyway.
  const out: Record<string, number> = {};
  for (const [key, count] of Object.entries(counts)) out[key] = Number(await count);
  return out;
}

/**
 * Removes the personal data the schema cannot remove by itself: support tickets keep only their reference, tags,
 * status and dates for the desk's records (a subject, like the message, can hold personal data), payments are kept
 * for the accounting records the law requires; both lose who it was.
 */
export async function anonymiseKeptRecords(db: Db, who: Erasee): Promise<void> {
  await db.delete(emailOutbox).where(theirMail(who)); // first: it finds their tickets by their email
  await db
    .update(supportTickets)
    .set({ email: DELETED_EMAIL, subject: DELETED_BODY, body: DELETED_BODY, userId: null, updatedAt: new Date() })
    .where(theirTickets(who));
  await db.update(payments).set({ userId: null, customerEmail: null }).where(eq(payments.userId, who.userId));
}

/**
 * Deletes the user's transactions (with the recycle bin), which carry no foreign key (see the transactions schema),
 * then the user: ON DELETE CASCADE (server/db/schema) takes everything else of theirs with it: companies, bank
 * accounts, import batches, rules, saved layouts, sessions and filings.
 */
export async function deleteUserRow(db: Db, userId: string): Promise<void> {
  await db.delete(transactions).where(eq(transactions.userId, userId));
  await db.delete(users).where(eq(users.id, userId));
}
