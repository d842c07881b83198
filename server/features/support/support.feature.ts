import type { App, AppContext } from "../../app-context";
import { createLease } from "../../platform/lease";
import { startMailWorker } from "../../platform/mail/mail-worker";
import { createMailer } from "../../platform/mail/mailer";
import { createMonitor } from "./monitor";
import { databaseCheck, mailCheck } from "./monitor-checks";
import { supportRoutes } from "./support.routes";
import { supportAdminRoutes } from "./support-admin.routes";

/**
 * Support: the chat's ask and ticket calls, the support desk, the mail worker that empties the outbox, and the
 * monitor that mails SUPPORT_EMAIL when a health check starts or stops failing (run by one server of those sharing
 * the database). Both background loops stop when the app closes.
 */
export function supportFeature(app: App, ctx: AppContext): void {
  const { env, database } = ctx;
  const mailer = createMailer(env);
  ctx.onClose(startMailWorker({ database, mailer, intervalMs: env.MAIL_POLL_SECONDS * 1000, log: app.log }));
  if (env.MONITOR_INTERVAL_SECONDS > 0) {
    const intervalMs = env.MONITOR_INTERVAL_SECONDS * 1000;
    const monitor = createMonitor({
      db: database.db,
      mailer,
      checks: { database: databaseCheck(database), mail: mailCheck(mailer) },
      supportEmail: env.SUPPORT_EMAIL,
      baseUrl: env.baseUrl,
      log: app.log,
      // One server of those sharing the database runs the checks; the holder renews it every run, and when it dies
      // another takes over once it has run out (three runs, and never less than half a minute, so that a slow run
      // does not let it lapse and two servers alert while the database is away).
      lease: createLease(database, "monitor", Math.max(3 * intervalMs, 30_000)),
    });
    ctx.onClose(monitor.start(intervalMs));
  }
  supportRoutes(app, ctx, mailer);
  supportAdminRoutes(app, ctx);
}
