import { ensureServerBuilt } from "./server-process";

/**
 * Vitest globalSetup: builds dist/server once for the whole run, before any worker spawns a server, and tells the
 * workers (which inherit the environment) not to build again.
 */
export async function setup(): Promise<void> {
  await ensureServerBuilt();
  process.env.MICROFILE_SERVER_BUILT = "1";
}
