import type { App, AppContext, Feature } from "../../app-context";
import { createLease } from "../../platform/lease";
import { chAccountsRoutes } from "./companies-house/ch-accounts.routes";
import type { ChDeps } from "./companies-house/ch-accounts.service";
import { chConfigFrom } from "./companies-house/ch-config";
import { chGatewayClient } from "./companies-house/ch-gateway-client";
import { chPoller } from "./companies-house/ch-poller";
import { type ComputationsBuilder, computationsIxbrlOf } from "./hmrc/ct600-attachments";
import { hmrcClientConfig } from "./hmrc/hmrc-config";
import { hmrcCt600Routes } from "./hmrc/hmrc-ct600.routes";
import type { HmrcDeps } from "./hmrc/hmrc-ct600.service";
import { hmrcPoller } from "./hmrc/hmrc-poller";
import { createSubmissionsWorker, type RegistryPoller } from "./submissions-worker";

export interface SubmissionsOptions {
  /** The tax computations iXBRL attached to the CT600 (tests give their own). */
  computations: ComputationsBuilder;
  /** The HTTP exchange with HMRC's Transaction Engine (tests put a hand in the way of a message). */
  hmrcPost?: HmrcDeps["post"];
}

/**
 * Submissions to the registries: the routes that file and read them, and the worker that polls the registries for
 * their answers. The worker runs only where a registry is set up; of several servers on one database, the holder of
 * the "submissions" lease polls, at the shorter of the registries' intervals.
 */
export function submissionsFeatureWith(options: SubmissionsOptions): Feature {
  return async (app: App, ctx: AppContext): Promise<void> => {
    const { env, database } = ctx;
    const ch = chConfigFrom(env);
    const hmrc = hmrcClientConfig(env, ctx.version);
    const gateway = chGatewayClient(ch.gatewayUrl, ch.requestTimeoutMs);
    const pollers: RegistryPoller[] = [];
    if (ch.available) pollers.push({ ...chPoller(ch, gateway, app.log), intervalSeconds: ch.pollMs / 1000 });
    if (hmrc) pollers.push(hmrcPoller(hmrc, options.hmrcPost));
    const intervalMs = Math.min(ch.pollMs, ...pollers.map((p) => (p.intervalSeconds ?? Infinity) * 1000));
    // The holder renews it every run; when it dies another server takes over once it has run out.
    const lease = createLease(database, "submissions", Math.max(3 * intervalMs, 30_000));
    const deps: ChDeps = {
      db: database.db,
      config: ch,
      gateway,
      holder: lease.holder,
      version: ctx.version,
      log: app.log,
    };
    await chAccountsRoutes(app, deps);
    await hmrcCt600Routes(app, {
      db: database.db,
      config: hmrc,
      computations: options.computations,
      holder: lease.holder,
      version: ctx.version,
      log: app.log,
      post: options.hmrcPost,
    });

    if (pollers.length > 0) {
      const worker = createSubmissionsWorker({ db: database.db, pollers, intervalMs, lease, log: app.log });
      ctx.onClose(worker.start());
    }
  };
}

export const submissionsFeature: Feature = submissionsFeatureWith({ computations: computationsIxbrlOf });
