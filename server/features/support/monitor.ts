import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { monitorState } from "../../db/schema";
import type { Lease } from "../../platform/lease";
import type { Mailer } from "../../platform/mail/mailer";
import { type OutgoingMail, queueMail } from "../../platform/mail/outbox";
import { repeat } from "../../platform/repeat";
import type { Check, CheckResult } from "./monitor-checks";
import { alertMail, recoveryMail } from "./monitor-mails";

export interface MonitorDeps<K extends string = string> {
  db: Db;
  mailer: Mailer;
  checks: Record<K, Check>;
  /** Where alerts go; without it the monitor still tracks incidents but mails nobody. */
  supportEmail?: string;
  baseUrl: string;
  log?: { warn(obj: object, msg: string): void };
  /**
   * Shared by the servers of one database: only the server holding it runs the scheduled checks. Without it
   * (tests), every scheduled run checks.
   */
  lease?: Lease;
}

export type CheckReport = CheckResult & { change: "alerted" | "recovered" | null };

export interface Monitor<K extends string = string> {
  /** Runs every check once and records what changed (tests call this directly). */
  runOnce(): Promise<Record<K, CheckReport>>;
  /**
   * One scheduled run: the checks when this server holds the lease (or, while the database cannot be asked, when
   * its lease has not yet run out), otherwise null, after handing over what it alerted while the database was away.
   */
  runScheduled(): Promise<Record<K, CheckReport> | null>;
  /** Runs every `intervalMs` until the returned stop function is called (which gives up the lease). */
  start(intervalMs: number): () => Promise<void>;
}

/**
 * Health checks on a timer, alerting once per incident: the failing/healthy state of each check lives in
 * monitor_state, and only the run that flips it (an atomic conditional write) queues the mail, in the same
 * transaction. Of several servers on one database only the lease holder runs the checks. While the database itself
 * is unreachable neither state, outbox nor lease can be written: the server whose lease still holds by its own clock
 * (no other server can have taken it) goes on checking, sends the alert straight to the mail server and remembers it
 * in memory until the database is back; if by then another server has taken the lease, it records the incident for
 * that one to close. A server whose ask to take the lease reached the database just as it went away cannot know
 * that it won: such an outage, starting in the moment of a takeover, goes unalerted.
 */
export function createMonitor<K extends string>(deps: MonitorDeps<K>): Monitor<K> {
  const alertedOffline = new Map<string, { since: Date; message: string }>();
  /** Until when, by this server's clock, its lease surely holds: from before its last ask that it won. */
  let leaderUntil = 0;

  const record = async (name: string, result: CheckResult): Promise<CheckReport["change"]> => {
    const offlineSince = alertedOffline.get(name)?.since;
    try {
      const change = result.ok
        ? await endIncident(deps, name, offlineSince)
        : await startIncident(deps, name, result.message, offlineSince);
      alertedOffline.delete(name);
      return change;
    } catch (err) {
      deps.log?.warn({ err, check: name }, "monitor state not writable");
      if (result.ok || offlineSince) return null;
      const since = new Date();
      alertedOffline.set(name, { since, message: result.message });
      await sendDirect(deps, (to) => alertMail(to, name, result.message, since, deps.baseUrl));
      return "alerted";
    }
  };

  const runOnce = async () => {
    const report = {} as Record<K, CheckReport>;
    for (const name of Object.keys(deps.checks) as K[]) {
      const result = await deps.checks[name]().catch(
        (err: Error): CheckResult => ({ ok: false, message: err.message }),
      );
      report[name] = { ...result, change: await record(name, result) };
    }
    return report;
  };

  /** Another server holds the lease now: incidents alerted offline become its to close (no second alert). */
  const handOver = async () => {
    for (const [name, { since, message }] of alertedOffline) {
      await startIncident(deps, name, message, since).then(
        () => alertedOffline.delete(name),
        () => undefined,
      );
    }
  };

  const runScheduled = async () => {
    if (deps.lease) {
      const asked = Date.now();
      const held = await deps.lease.acquire().catch(() => null); // null: the database cannot be asked
      if (held !== null) leaderUntil = held ? asked + deps.lease.ttlMs : 0;
      if (Date.now() >= leaderUntil) {
        await handOver();
        return null;
      }
    }
    return runOnce();
  };

  const start = (intervalMs: number) => {
    const stop = repeat(runScheduled, intervalMs);
    return async () => {
      await stop();
      await deps.lease?.release().catch(() => undefined);
    };
  };

  return { runOnce, runScheduled, start };
}

/** Flips the check to failing if it was not; only then queues the alert (not again if one went out offline). */
async function startIncident(deps: MonitorDeps, name: string, message: string, offlineSince: Date | undefined) {
  return deps.db.transaction(async (tx) => {
    const since = offlineSince ?? new Date();
    const flipped = await tx
      .insert(monitorState)
      .values({ check: name, failing: 1, since, lastMessage: message })
      .onConflictDoUpdate({
        target: monitorState.check,
        set: { failing: 1, since, lastMessage: message },
        setWhere: eq(monitorState.failing, 0),
      })
      .returning({ since: monitorState.since });
    if (!flipped[0] || offlineSince) return null;
    if (deps.supportEmail) await queueMail(tx, alertMail(deps.supportEmail, name, message, since, deps.baseUrl));
    return "alerted" as const;
  });
}

/** Flips the check back to healthy if it was failing (here or offline); only then queues the recovery note. */
async function endIncident(deps: MonitorDeps, name: string, offlineSince: Date | undefined) {
  return deps.db.transaction(async (tx) => {
    const [ended] = await tx
      .update(monitorState)
      .set({ failing: 0, lastMessage: null })
      .where(and(eq(monitorState.check, name), eq(monitorState.failing, 1)))
      .returning({ since: monitorState.since });
    const since = ended?.since ?? offlineSince;
    if (!since) return null;
    if (deps.supportEmail) await queueMail(tx, recoveryMail(deps.supportEmail, name, since, new Date(), deps.baseUrl));
    return "recovered" as const;
  });
}

async function sendDirect(deps: MonitorDeps, mail: (to: string) => OutgoingMail): Promise<void> {
  if (!deps.supportEmail || !deps.mailer.configured) return;
  await deps.mailer.send(mail(deps.supportEmail)).catch((err) => deps.log?.warn({ err }, "alert mail not sent"));
}
