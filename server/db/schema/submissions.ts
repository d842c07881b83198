import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { companies } from "./companies";
import { filings } from "./filings";
import { users } from "./users";

/** A refusal reason or error as the registry gave it (CH: RejectCode and Description; HMRC adds a location). */
export interface StoredRejection {
  code: string;
  description: string;
  location?: string;
}

/** The states still waiting for the registry's answer: polled, and holding the period against a second filing. */
const LIVE = sql`state in ('submitted', 'pending', 'parked')`;

/**
 * One submission of a company's period to a registry (Companies House accounts, HMRC's CT600), apart from the
 * spec's `filings`, which are the paid periods (a submission names the filing that paid for it). Every credential
 * a person types to file is used for its one request and never stored: `document` is the message as sent with
 * them replaced. The polling state lets any server carry on after a restart, one server per submission at a time.
 */
export const submissions = pgTable(
  "submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    filingId: uuid("filing_id").references(() => filings.id, { onDelete: "set null" }),
    registry: text("registry", { enum: ["companies-house", "hmrc"] }).notNull(),
    /** What was filed: `accounts` (Companies House), `ct600` (HMRC). */
    kind: text("kind").notNull(),
    companyName: text("company_name").notNull(),
    companyNumber: text("company_number"),
    periodStart: date("period_start", { mode: "string" }).notNull(),
    periodEnd: date("period_end", { mode: "string" }).notNull(),
    /** submitted | pending | parked | accepted | rejected | failed (each registry uses the ones it has). */
    state: text("state").notNull(),
    /** Sent to the registry's test service (CH GatewayTest 1, HMRC test in live): nothing was filed. */
    test: boolean("test").notNull().default(false),
    /** Companies House: the six-character submission number. */
    submissionNumber: text("submission_number"),
    /** HMRC: the Transaction Engine's CorrelationID, the IRmark sent, the receipt. */
    correlationId: text("correlation_id"),
    irmark: text("irmark"),
    receipt: jsonb("receipt"),
    rejections: jsonb("rejections").$type<StoredRejection[]>().notNull().default([]),
    /** Why a failed submission failed, in words a director understands. */
    failure: text("failure"),
    /** Companies House accounts: whether they delivered the profit and loss account; null for HMRC, or not kept. */
    profitAndLossDelivered: boolean("profit_and_loss_delivered"),
    /** The message as sent, every credential replaced. */
    document: text("document"),
    /** Where the registry said to poll (HMRC's ResponseEndPoint); null: the configured address. */
    pollUrl: text("poll_url"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    /** The polling state: when to ask next, how often it was asked, passing faults in a row and the last one. */
    nextPollAt: timestamp("next_poll_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    faults: integer("faults").notNull().default(0),
    lastError: text("last_error"),
    /** The server polling it now, until when (a lease by the database's clock, as server/platform/lease.ts). */
    leaseHolder: text("lease_holder"),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
  },
  (t) => [
    check("submissions_registry_check", sql`${t.registry} in ('companies-house', 'hmrc')`),
    index("submissions_company_idx").on(t.userId, t.companyId, t.registry),
    index("submissions_due_idx").on(t.nextPollAt).where(LIVE),
    // One submission of a company's period to a registry in flight at a time.
    uniqueIndex("submissions_live_idx").on(t.companyId, t.registry, t.kind, t.periodEnd).where(LIVE),
    uniqueIndex("submissions_ch_number_idx")
      .on(t.registry, t.submissionNumber)
      .where(sql`${t.submissionNumber} is not null`),
  ],
);

/**
 * Each presenter's last Companies House submission number (keyed by a SHA-256 of the presenter ID, never the ID):
 * raised in the statement that takes a number, so no number is given twice.
 */
export const submissionCounters = pgTable("submission_counters", {
  presenterKey: text("presenter_key").primaryKey(),
  lastNumber: bigint("last_number", { mode: "number" }).notNull(),
});
