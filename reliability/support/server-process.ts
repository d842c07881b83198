import { type ChildProcess, execFile, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { importBody } from "./bank-rows";

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

/** The server as `npm start` runs it: the bundle `scripts/build-server.mjs` writes (no TypeScript loader). */
export const SERVER_ENTRY = "dist/server/index.js";

let built: Promise<void> | undefined;
/**
 * Builds dist/server once per process (`node scripts/build-server.mjs`, about half a second), so the servers spawned
 * run the current sources. The reliability suite's globalSetup builds once for the whole run and sets
 * MICROFILE_SERVER_BUILT, so its test workers skip this.
 */
export function ensureServerBuilt(): Promise<void> {
  if (process.env.MICROFILE_SERVER_BUILT === "1") return Promise.resolve();
  built ??= new Promise((resolve, reject) => {
    execFile(process.execPath, ["scripts/build-server.mjs"], { cwd: ROOT }, (err, stdout, stderr) =>
      err ? reject(new Error(`building the server failed: ${err.message}\n${stdout}${stderr}`)) : resolve(),
    );
  });
  return built;
}

/**
 * Spawns the real server: node on the built bundle, so SIGKILL reaches the server itself (not npx or a loader).
 * The bundle must exist: `startServer` builds it first (`ensureServerBuilt`).
 */
export function spawnServer(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  let out = "";
  const child = spawn(process.execPath, [SERVER_ENTRY], {
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

/** Tries of startServer when the port it chose was taken before the server could listen on it. */
const PORT_TRIES = 3;

/**
 * Builds the server if this run has not yet, starts it on a free port and waits for GET /api/health. The port is
 * free when chosen, but test files run in parallel and another may take it before this server listens: then it
 * starts again on another port.
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  await ensureServerBuilt();
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServerOnce(env);
    } catch (err) {
      if (attempt >= PORT_TRIES || !/EADDRINUSE/.test(String(err))) throw err;
    }
  }
}

async function startServerOnce(env: Record<string, string>): Promise<ServerProcess> {
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

/**
 * A new user signed up on the server at `base`, with `count` statement rows imported: their client, holding the
 * session cookie. Throws, saying what answered, when either step fails.
 */
export async function userWithRows(base: string | (() => string), email: string, count: number, seed = 1) {
  const api = httpClient(base);
  const steps: Array<[string, () => Promise<{ status: number; text: string }>]> = [
    [
      "sign-up",
      () =>
        api.call("POST", "/api/auth/signup", { email, password: `${email} password`, firstName: "R", lastName: "U" }),
    ],
    ["import", () => api.call("POST", "/api/transactions", importBody(count, seed, "small.csv"))],
  ];
  for (const [step, run] of steps) {
    const res = await run();
    if (res.status !== 200) throw new Error(`${step} answered ${res.status}: ${res.text.slice(0, 200)}`);
  }
  return api;
}
