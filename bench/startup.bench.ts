import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureServerBuilt, type ServerProcess, startServer } from "../reliability/support/server-process";
import type { Figure } from "./table";
import { median, ms } from "./table";

const RESTARTS = 3;

/** The server's own "ready in N ms" (from its start, after loading its code). */
const ownStart = (server: ServerProcess) => Number(/ready on \S+ in (\d+) ms/.exec(server.output())?.[1] ?? Number.NaN);

/** Killed as a crash would: no shutdown, the pid lock and PGlite's WAL left for the next start to take over. */
async function kill(server: ServerProcess): Promise<void> {
  server.child.kill("SIGKILL");
  await server.exited;
}

const spread = (xs: number[]) =>
  `${ms(median(xs))} (${Math.round(Math.min(...xs))}–${ms(Math.max(...xs))}, median of ${xs.length})`;

/**
 * The cold start a person sees, the way `npm start` runs the server: node on the built bundle in dist/server (built
 * once first, not timed), from spawn until GET /api/health answers. Then restarts on the same data directory, each
 * after a SIGKILL of the previous server.
 */
export async function startupFigures(): Promise<Figure[]> {
  await ensureServerBuilt();
  const dir = mkdtempSync(path.join(tmpdir(), "mf-bench-"));
  const env = { DATA_DIR: dir, LOG_LEVEL: "info" };
  try {
    const first = await startServer(env);
    await kill(first);
    const spawnToHealthy: number[] = [];
    const own: number[] = [];
    for (let i = 0; i < RESTARTS; i++) {
      const again = await startServer(env);
      spawnToHealthy.push(again.readyMs);
      own.push(ownStart(again));
      await kill(again);
    }
    return [
      {
        area: "Foundation",
        figure: "Server cold start, new data directory (PGlite initdb + migrations)",
        value: ms(first.readyMs),
      },
      {
        area: "Foundation",
        figure: "Server cold start, existing data directory",
        value: spread(spawnToHealthy),
        target: "≤ 2 s restart",
      },
      {
        area: "Foundation",
        figure: 'Server\'s own start on an existing data directory (its "ready in" line)',
        value: spread(own),
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
