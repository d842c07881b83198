import { getBaseModel } from "../core/categorise";
import { buildApp } from "./app";
import { openDatabase } from "./db/client";
import { loadEnv } from "./env";
import { acquireDataDirLock } from "./platform/data-dir-lock";
import { resolveSessionSecret } from "./platform/session-secret";

/** Listen; nothing else. */
async function main(): Promise<void> {
  const started = performance.now();
  const env = loadEnv();
  const release = env.DATABASE_URL ? () => {} : acquireDataDirLock(env.DATA_DIR);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const sessionSecret = resolveSessionSecret(env.SESSION_SECRET, env.DATA_DIR);
  const { app } = await buildApp({ env, database, sessionSecret, serveWeb: env.NODE_ENV === "production" });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: closing`);
    await app.close();
    await database.close();
    release();
    process.exit(0);
  };
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
