import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Figure } from "./table";
import { ms } from "./table";

/** Starts the real server and waits until /api/health answers: the cold start a person sees. */
async function startOnce(dataDir: string, port: number): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", NODE_ENV: "development" },
    stdio: "ignore",
  });
  try {
    for (let i = 0; i < 600; i++) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (res.ok) return performance.now() - started;
      } catch {
        /* not up yet */
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error("server did not start within 30 s");
  } finally {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
  }
}

export async function startupFigures(): Promise<Figure[]> {
  const dir = mkdtempSync(path.join(tmpdir(), "mf-bench-"));
  try {
    const first = await startOnce(dir, 5391);
    const again = await startOnce(dir, 5392);
    return [
      {
        area: "Foundation",
        figure: "Server cold start, new data directory (PGlite initdb + migrations)",
        value: ms(first),
      },
      {
        area: "Foundation",
        figure: "Server cold start, existing data directory",
        value: ms(again),
        target: "≤ 2 s restart",
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
