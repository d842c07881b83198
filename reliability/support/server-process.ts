import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const READY_TIMEOUT_MS = 150_000;

/** A port nobody listens on right now (never the fixed ports other engineers use). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const address = s.address();
      const port = typeof address === "object" && address ? address.port : 0;
      s.close(() => resolve(port));
    });
  });
}

/** A fresh directory under .tmp/ in the repository; removed by `removeDir`. */
export function tempDir(prefix: string): string {
  const base = path.join(ROOT, ".tmp");
  mkdirSync(base, { recursive: true });
  return mkdtempSync(path.join(base, `${prefix}-`));
}
export const removeDir = (dir: string) => rmSync(dir, { recursive: true, force: true });

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Milliseconds from spawn to the first healthy answer. */
  readyMs: number;
  stop(): Promise<void>;
}

/** Every server this worker spawned and that still runs: killed when the worker exits, even after a timeout. */
const running = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

/** Spawns the real server (node + tsx on server/index.ts, so SIGKILL reaches the server itself, not npx). */
export function spawnServer(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  let out = "";
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      NODE_ENV: "development",
      HOST: "127.0.0.1",
      MONITOR_INTERVAL_SECONDS: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d: Buffer) => {
    out += d.toString();
  });
  child.stderr?.on("data", (d: Buffer) => {
    out += d.toString();
  });
  running.add(child);
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return { child, output: () => out, exited };
}

/** Starts the server on a free port and waits for GET /api/health. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const proc = spawnServer({ PORT: String(port), BASE_URL: url, ...env });
  let exitCode: number | null | undefined;
  void proc.exited.then((c) => {
    exitCode = c;
  });
  while (performance.now() - started < READY_TIMEOUT_MS) {
    if (exitCode !== undefined) throw new Error(`server exited (${exitCode}) before it was ready:\n${proc.output()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) {
        const readyMs = performance.now() - started;
        const stop = async () => {
          if (exitCode !== undefined) return;
          proc.child.kill("SIGTERM");
          const timer = setTimeout(() => proc.child.kill("SIGKILL"), 15_000);
          await proc.exited;
          clearTimeout(timer);
        };
        return { url, child: proc.child, output: proc.output, exited: proc.exited, readyMs, stop };
      }
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  proc.child.kill("SIGKILL");
  throw new Error(`server not ready within ${READY_TIMEOUT_MS} ms:\n${proc.output()}`);
}

/** A small fetch client holding one session cookie; `url` may follow a restarted server. */
export function httpClient(base: string | (() => string)) {
  const baseUrl = () => (typeof base === "string" ? base : base());
  let cookie = "";
  return {
    get cookie() {
      return cookie;
    },
    async call<T>(method: string, route: string, body?: unknown): Promise<{ status: number; json: T; text: string }> {
      const res = await fetch(`${baseUrl()}${route}`, {
        method,
        headers: {
          ...(cookie ? { cookie } : {}),
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const set = res.headers.getSetCookie().find((c) => c.startsWith("mf_session="));
      if (set) cookie = set.split(";")[0]!;
      const text = await res.text();
      let json: unknown = null;
      try {
        json = JSON.parse(text);
      } catch {
        /* not JSON */
      }
      return { status: res.status, json: json as T, text };
    },
  };
}
