import type { App, AppContext } from "../../app-context";
import { createSessionPurge } from "../../platform/auth/session-purge";
import { createLease } from "../../platform/lease";
import { authRoutes } from "./auth.routes";

/**
 * Sign-up, sign-in (local and OIDC) and sign-out, and the purge of expired sessions (SESSION_PURGE_SECONDS; run by
 * one server of those sharing the database), which stops when the app closes.
 */
export function authFeature(app: App, ctx: AppContext): void {
  authRoutes(app, ctx);
  const intervalMs = ctx.env.SESSION_PURGE_SECONDS * 1000;
  if (intervalMs <= 0) return;
  // The holder renews the lease every run; when it dies another server takes over once it has run out (three runs,
  // and never less than half a minute, so that a slow run does not let it lapse).
  const lease = createLease(ctx.database, "session-purge", Math.max(3 * intervalMs, 30_000));
  const purge = createSessionPurge({ database: ctx.database, lease, log: app.log });
  ctx.onClose(purge.start(intervalMs));
}
