import { spawnSync } from "node:child_process";
import { ensureDebianCommand } from "../../bench/debian-command";
import { importBody } from "../support/bank-rows";
import { httpClient, ROOT, removeDir, type ServerProcess, startServer, tempDir } from "../support/server-process";

/**
 * sqlmap (Debian's package, installed here when missing and running as root) against the parse,
 * transactions, search and admin-search routes of a server on loopback, signed in (as an admin for the admin
 * search). Prints, per target, whether sqlmap found any injectable parameter.
 */
interface Target {
  label: string;
  method: "GET" | "POST" | "PATCH";
  path: string;
  /** JSON body for POST/PATCH; sqlmap tests each of its values. */
  body?: unknown;
}

const ADMIN = { email: "sqlmap-admin@example.com", password: "sqlmap admin password", firstName: "S", lastName: "Q" };

/** `npm run admin -- grant` on a stopped server's data directory (the only way to make an admin). */
function grantAdmin(dataDir: string, email: string): void {
  const r = spawnSync(process.execPath, ["--import", "tsx", "server/cli/admin.ts", "grant", email], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    encoding: "utf8",
  });
  if (r.status !== 0) throw new Error(`admin grant failed: ${r.stdout}${r.stderr}`);
}

function runSqlmap(server: ServerProcess, cookie: string, target: Target, outDir: string): string {
  const args = [
    "-u",
    `${server.url}${target.path}`,
    "--method",
    target.method,
    "--batch",
    "--level=2",
    "--risk=1",
    "--time-sec=2",
    "--flush-session",
    "--disable-coloring",
    `--output-dir=${outDir}`,
    `--headers=Origin: ${server.url}\nCookie: ${cookie}`,
  ];
  if (target.body !== undefined) args.push(`--data=${JSON.stringify(target.body)}`);
  const r = spawnSync("sqlmap", args, { encoding: "utf8", timeout: 15 * 60_000 });
  const out = `${r.stdout ?? ""}${r.stderr ?? ""}`;
  if (/identified the following injection point|is vulnerable|appears to be '.*' injectable/i.test(out)) {
    return `${target.label}: INJECTABLE — see ${outDir}`;
  }
  if (/all tested parameters do not appear to be injectable/i.test(out)) {
    return `${target.label}: 0 injectable parameters`;
  }
  return `${target.label}: sqlmap gave no verdict (exit ${r.status}): ${out.split("\n").slice(-4).join(" ").slice(0, 300)}`;
}

export async function sqlmapFigures(): Promise<string[]> {
  if (!ensureDebianCommand("sqlmap", "sqlmap"))
    return ["sqlmap: not available (apt-get install -y sqlmap failed) — check not run"];
  const dataDir = tempDir("sqlmap");
  const outDir = tempDir("sqlmap-output"); // kept: the evidence, should sqlmap ever find something
  let server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: "warn", AUTH_ATTEMPTS_PER_MINUTE: "1000" });
  try {
    const first = httpClient(server.url);
    if ((await first.call("POST", "/api/auth/signup", ADMIN)).status !== 200) throw new Error("sign-up failed");
    await server.stop();
    grantAdmin(dataDir, ADMIN.email);
    server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: "warn", AUTH_ATTEMPTS_PER_MINUTE: "1000" });
    const api = httpClient(server.url);
    if ((await api.call("POST", "/api/auth/signin", ADMIN)).status !== 200) throw new Error("sign-in failed");
    await api.call("POST", "/api/transactions", importBody(20, 4));
    const [row] = (await api.call<{ id: string }[]>("GET", "/api/transactions")).json;
    const targets: Target[] = [
      {
        label: "POST /api/csv/parse",
        method: "POST",
        path: "/api/csv/parse",
        body: { fileContent: "Date,Description,Amount\n01/04/2025,TESCO STORES,-1.00\n" },
      },
      {
        label: "POST /api/transactions",
        method: "POST",
        path: "/api/transactions",
        body: {
          transactions: [{ date: "2025-04-01", description: "TESCO STORES", amount: "-1.00", balance: "10.00" }],
          fileName: "s.csv",
          fileCount: 1,
        },
      },
      {
        label: "PATCH /api/transactions/{id}",
        method: "PATCH",
        path: `/api/transactions/${row?.id}`,
        body: { notes: "x" },
      },
      {
        label: "POST /api/transactions/bulk-delete",
        method: "POST",
        path: "/api/transactions/bulk-delete",
        body: { ids: [row?.id] },
      },
      {
        label: "POST /api/support/ask (the knowledge-base search)",
        method: "POST",
        path: "/api/support/ask",
        body: { message: "filing deadline" },
      },
      { label: "GET /api/admin/search", method: "GET", path: "/api/admin/search?q=Acme" },
    ];
    const out: string[] = [];
    for (const t of targets) {
      // The baseline must be a real answer (not 401/403/404), or sqlmap would only have tested the refusal.
      // Retried once: a pooled keep-alive socket may have been closed by the server while sqlmap ran.
      const baseline = await api.call(t.method, t.path, t.body).catch(() => api.call(t.method, t.path, t.body));
      const verdict = runSqlmap(server, api.cookie, t, outDir);
      // sqlmap reads a dead server as "not injectable": the server must still be up after each run.
      const alive = await fetch(`${server.url}/api/health`, { headers: { connection: "close" } }).then(
        (r) => r.status === 200,
        () => false,
      );
      if (!alive) throw new Error(`the server stopped during sqlmap on ${t.label}:\n${server.output().slice(-3000)}`);
      out.push(`sqlmap, ${verdict} (baseline answer ${baseline.status}; server up afterwards)`);
    }
    return out;
  } finally {
    await server.stop();
    removeDir(dataDir);
  }
}
