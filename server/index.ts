import { getBaseModel } from "../core/categorise";
import { buildApp } from "./app";
import { openDatabase } from "./db/client";
import { loadEnv } from "./env";
import { acquireDataDirLock } from "./platform/data-dir-lock";
import { createDraining } from "./platform/draining";
import { gracefulShutdown, stopAccepting } from "./platform/graceful-shutdown";
import { resolveSessionSecret } from "./platform/session-secret";

/** Listen; nothing else. */
async function main(): Promise<void> {
  const started = performance.now();
  const env = loadEnv();
  const release = env.DATABASE_URL ? () => {} : acquireDataDirLock(env.DATA_DIR);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const sessionSecret = await resolveSessionSecret(env.SESSION_SECRET, env.DATA_DIR, database);
  const draining = createDraining();
  // The built web app is served in production and in tests (browser tests that need test-only settings run with
  // NODE_ENV=test); `development` serves the API only, the web app coming from Vite's dev server.
  const serveWeb = env.NODE_ENV !== "development";
  const { app } = await buildApp({ env, database, sessionSecret, draining, serveWeb });
  const shutdown = gracefulShutdown(
    {
      draining,
      stopAccepting: () => stopAccepting(app.server),
      closeApp: () => app.close(),
      closeDatabase: async () => {
        await database.close();
        release();
      },
      log: app.log,
      exit: (code) => process.exit(code),
    },
    { drainMs: env.SHUTDOWN_DRAIN_SECONDS * 1000, timeoutMs: env.SHUTDOWN_TIMEOUT_SECONDS * 1000 },
  );
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(`Microfile ready on ${env.baseUrl} in ${Math.round(performance.now() - started)} ms (${database.kind})`);
  // Train the categoriser's base model just after start, so the first Categorize request does not wait for it;
  // after listening, so a restart answers its health check no later.
  setTimeout(getBaseModel, 250).unref();
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
