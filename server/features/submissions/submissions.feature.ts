import type { App, AppContext } from "../../app-context";
import { createLease } from "../../platform/lease";
import { chAccountsRoutes } from "./companies-house/ch-accounts.routes";
import type { ChDeps } from "./companies-house/ch-accounts.service";
import { chConfigFrom } from "./companies-house/ch-config";
import { chGatewayClient } from "./companies-house/ch-gateway-client";
import { chPoller } from "./companies-house/ch-poller";
import { createSubmissionsWorker, type RegistryPoller } from "./submissions-worker";

/**
 * Submissions to the registries (issues 37 and 38): the routes that file and read them, and the worker that polls
 * the registries for their answers. The worker runs only where a registry is set up; of several servers on one
 * database, the holder of the "submissions" lease polls.
 */
export async function submissionsFeature(app: App, ctx: AppContext): Promise<void> {
  const { env, database } = ctx;
  const ch = chConfigFrom(env);
  const gateway = chGatewayClient(ch.gatewayUrl, ch.requestTimeoutMs);
  const intervalMs = ch.pollMs;
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

  const pollers: RegistryPoller[] = ch.available ? [chPoller(ch, gateway, app.log)] : [];
  if (pollers.length > 0) {
    const worker = createSubmissionsWorker({ db: database.db, pollers, intervalMs, lease, log: app.log });
    ctx.onClose(worker.start());
  }
}
