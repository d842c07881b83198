import type { Server } from "node:http";
import { Server as NetServer } from "node:net";
import type { FastifyBaseLogger } from "fastify";
import type { Draining } from "./draining";

export interface ShutdownSteps {
  draining: Draining;
  /** Stops accepting connections, leaving those open to finish (stopAccepting below). */
  stopAccepting(): void;
  /** Stops listening and resolves once the requests in flight have been answered (Fastify's app.close). */
  closeApp(): Promise<void>;
  /** Closes the database and gives up the data directory's lock. */
  closeDatabase(): Promise<void>;
  log: Pick<FastifyBaseLogger, "info" | "error">;
  exit(code: number): void;
}

export interface ShutdownTimes {
  /** How long /api/health answers 503 while requests are still served (SHUTDOWN_DRAIN_SECONDS). */
  drainMs: number;
  /** The whole shutdown's bound, from the signal (SHUTDOWN_TIMEOUT_SECONDS). */
  timeoutMs: number;
}

/**
 * The shutdown at SIGTERM: health answers 503 for the drain time while everything else is still served (a load
 * balancer polling it stops sending here); then the server stops accepting connections, waits until every answer in
 * flight has been written out, stops its background work, closes the database and exits 0. A request still running
 * at the bound is cut off by the exit (exit code 1): a save is one database transaction, so it rolls back whole. A
 * second signal changes nothing.
 */
export function gracefulShutdown(steps: ShutdownSteps, times: ShutdownTimes): (signal: string) => Promise<void> {
  let started: Promise<void> | null = null;
  const run = async (signal: string) => {
    const bound = setTimeout(() => {
      steps.log.error(
        `shutdown not finished ${times.timeoutMs / 1000} s after ${signal}: exiting; requests still in flight are cut off`,
      );
      steps.exit(1);
    }, times.timeoutMs);
    steps.draining.begin();
    // SIGINT is a person at a terminal (Ctrl-C): no load balancer is waiting to move on, so no drain.
    const drainMs = signal === "SIGTERM" ? times.drainMs : 0;
    steps.log.info(`${signal} received: draining for ${drainMs / 1000} s, then closing`);
    try {
      if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
      steps.stopAccepting();
      await steps.draining.idle();
      await steps.closeApp();
      await steps.closeDatabase();
    } catch (err) {
      clearTimeout(bound);
      steps.log.error({ err }, "shutdown failed");
      steps.exit(1);
      return;
    }
    clearTimeout(bound);
    steps.log.info("closed");
    steps.exit(0);
  };
  return (signal) => {
    started ??= run(signal);
    return started;
  };
}

/**
 * Closes the listening socket only. Node's http server.close() (which Fastify's close calls) would also destroy
 * every connection whose answer has ended, and an answer of many megabytes ends long before a slow client has read
 * it: it would be cut off. So the server stops accepting this way, and Fastify closes once the answers are out.
 */
export function stopAccepting(server: Server): void {
  NetServer.prototype.close.call(server);
}
