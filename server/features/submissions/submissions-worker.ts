import type { Db } from "../../db/client";
import type { Lease } from "../../platform/lease";
import { anyDue, claimDue, type Registry, recordStep, type StepUpdate, type SubmissionRow } from "./submissions.repo";

/** What one poll of a registry found. */
export type PollResult =
  | {
      kind: "state";
      state: string;
      rejections?: SubmissionRow["rejections"];
      failure?: string | null;
      /** The registry's final answer: no more polls. */
      answered: boolean;
      /** Seconds to the next poll when the registry names them (HMRC's PollInterval); the worker's interval else. */
      nextPollSeconds?: number;
      set?: StepUpdate["set"];
    }
  /**
   * A passing fault, or no answer yet: asked again after a backoff (the registry client's own when it gives one);
   * after too many in a row, `giveUp`.
   */
  | { kind: "retry"; reason: string; retryAfterSeconds?: number };

/**
 * A registry's client as the worker drives it: one step over the submission's stored state. Companies House's is
 * companies-house/ch-poller.ts; HMRC's Transaction Engine client plugs in the same way.
 */
export interface RegistryPoller {
  registry: Registry;
  /** This registry's poll interval (seconds), when not the worker's. */
  intervalSeconds?: number;
  poll(row: SubmissionRow): Promise<PollResult>;
  /** The state a submission ends in after `faults` passing faults in a row. */
  giveUp(faults: number): Extract<PollResult, { kind: "state" }>;
}

export interface SubmissionsWorkerOptions {
  db: Db;
  pollers: RegistryPoller[];
  intervalMs: number;
  /** Held by the one server of several that polls (server/platform/lease.ts, as the monitor's). */
  lease: Lease;
  log?: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
  /** Passing faults in a row before a submission is given up. */
  maxFaults?: number;
  batchSize?: number;
}

/** A claimed row is not polled by another server until this long after its claim, however slow the registry. */
export const ROW_LEASE_SECONDS = 120;
const MAX_FAULTS = 10;
const MAX_BACKOFF_SECONDS = 3600;

/** The wait after `faults` passing faults in a row: the interval, doubled each time, at most an hour. */
export function backoffSeconds(intervalSeconds: number, faults: number): number {
  return Math.min(intervalSeconds * 2 ** Math.max(0, faults - 1), Math.max(MAX_BACKOFF_SECONDS, intervalSeconds));
}

/** The update a poll's result makes, counting this poll. */
export function updateFor(
  row: Pick<SubmissionRow, "attempts" | "faults">,
  result: PollResult,
  intervalSeconds: number,
  giveUp: RegistryPoller["giveUp"],
  maxFaults = MAX_FAULTS,
): StepUpdate {
  const attempts = row.attempts + 1;
  if (result.kind === "retry") {
    const faults = row.faults + 1;
    if (faults < maxFaults) {
      const nextPollSeconds = result.retryAfterSeconds ?? backoffSeconds(intervalSeconds, faults);
      return { nextPollSeconds, attempts, faults, lastError: result.reason };
    }
    return { ...stateUpdate(giveUp(faults), intervalSeconds), attempts, faults, lastError: result.reason };
  }
  return { ...stateUpdate(result, intervalSeconds), attempts, faults: 0, lastError: null };
}

function stateUpdate(r: Extract<PollResult, { kind: "state" }>, intervalSeconds: number) {
  return {
    state: r.state,
    rejections: r.rejections,
    failure: r.failure,
    answered: r.answered,
    set: r.set,
    nextPollSeconds: r.answered ? null : (r.nextPollSeconds ?? intervalSeconds),
  };
}

export interface SubmissionsWorker {
  /** One run: polls what is due, when this server holds the lease; answers how many submissions it polled. */
  runOnce(): Promise<number>;
  /** Runs every interval until the returned function is called (which waits for a run and gives up the lease). */
  start(): () => Promise<void>;
}

/**
 * Polls the registries for the submissions still waiting, from the database: a restarted server carries on where
 * the last one stopped, and of several servers the lease holder polls, each claimed row by one server only.
 */
export function createSubmissionsWorker(opts: SubmissionsWorkerOptions): SubmissionsWorker {
  const pollOne = async (poller: RegistryPoller, row: SubmissionRow) => {
    const intervalSeconds = poller.intervalSeconds ?? opts.intervalMs / 1000;
    const result = await poller
      .poll(row)
      .catch((err: unknown): PollResult => ({ kind: "retry", reason: `the poll failed (${(err as Error).message})` }));
    const update = updateFor(row, result, intervalSeconds, (f) => poller.giveUp(f), opts.maxFaults);
    await recordStep(opts.db, row.id, opts.lease.holder, update);
    if (update.answered || result.kind === "retry") {
      opts.log?.info(
        { submissionId: row.id, registry: row.registry, state: update.state ?? row.state, faults: update.faults },
        result.kind === "retry" ? `submission poll: ${result.reason}` : "submission answered",
      );
    }
  };

  const runOnce = async () => {
    if (!(await anyDue(opts.db))) return 0;
    if (!(await opts.lease.acquire().catch(() => false))) return 0;
    let polled = 0;
    for (const poller of opts.pollers) {
      const rows = await claimDue(opts.db, poller.registry, opts.lease.holder, ROW_LEASE_SECONDS, opts.batchSize ?? 20);
      for (const row of rows) {
        await pollOne(poller, row);
        polled++;
      }
    }
    return polled;
  };

  const start = () => {
    let stopped = false;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> = Promise.resolve();
    const tick = () => {
      running = runOnce()
        .catch((err: unknown) => opts.log?.warn({ err }, "submissions poll run failed"))
        .finally(() => {
          if (!stopped) timer = setTimeout(tick, opts.intervalMs);
        });
    };
    timer = setTimeout(tick, opts.intervalMs);
    return async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
      await opts.lease.release().catch(() => undefined);
    };
  };

  return { runOnce, start };
}
