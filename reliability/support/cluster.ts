import pg from "pg";
import { startTestProvider, type TestProvider } from "../../server/features/auth/oidc-test-provider";
import { startTestSmtp, type TestSmtp } from "../../server/features/support/smtp-test-server";
import { type CuttableTcpProxy, startCuttableTcpProxy } from "../../server/test-support/cuttable-tcp-proxy";
import { createScratchDatabase } from "../../server/test-support/test-app";
import { type RoundRobinProxy, startRoundRobinProxy } from "./round-robin-proxy";
import { removeDir, type ServerProcess, startServer, tempDir } from "./server-process";

export const SUPPORT_EMAIL = "ops@microfile.test";
/** Ten of the proxy's health checks: it has taken a draining server out long before the server stops listening. */
export const DRAIN_SECONDS = 2;
/** Generous: two cores shared with other work, and a 100,000-row save in flight at SIGTERM. */
export const SHUTDOWN_TIMEOUT_SECONDS = 60;

/** What the servers of one cluster share, as docs/running-more-than-one-server.md asks; each has its own DATA_DIR. */
export interface Cluster {
  proxy: RoundRobinProxy;
  smtp: TestSmtp;
  op: TestProvider;
  /** The relay between the servers and their database, to cut it off from all of them at once. */
  link: CuttableTcpProxy;
  /** Every server started, by label, live or not. */
  servers: Map<string, ServerProcess>;
  /** Starts a server, adds it to the proxy and waits until the proxy's health checks find it healthy. */
  start(label: string): Promise<ServerProcess>;
  /** SQL on the cluster's database, not through the relay. */
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/**
 * A fresh database on the PostgreSQL server at `serverUrl`, a round-robin proxy in front, a mail server and an
 * identity provider on loopback; `labels` servers started at the same moment (so their migrations race).
 */
export async function startCluster(serverUrl: string, labels: string[]): Promise<Cluster> {
  const scratch = await createScratchDatabase(serverUrl, "multi");
  const direct = new URL(scratch.url);
  const link = await startCuttableTcpProxy(direct.hostname, Number(direct.port || 5432));
  const throughLink = new URL(scratch.url);
  throughLink.port = String(link.port);
  const proxy = await startRoundRobinProxy();
  const smtp = await startTestSmtp();
  const op = await startTestProvider(proxy.url);
  const pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
  const servers = new Map<string, ServerProcess>();
  const dirs: string[] = [];

  const env = (label: string): Record<string, string> => {
    const dataDir = tempDir(`multi-${label}`);
    dirs.push(dataDir);
    return {
      DATABASE_URL: throughLink.href,
      DATA_DIR: dataDir,
      BASE_URL: proxy.url,
      TRUST_PROXY: "true",
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      SUPPORT_EMAIL,
      MAIL_POLL_SECONDS: "0.2",
      MONITOR_INTERVAL_SECONDS: "1",
      SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
      SHUTDOWN_TIMEOUT_SECONDS: String(SHUTDOWN_TIMEOUT_SECONDS),
      OIDC_ISSUER_URL: op.issuer,
      OIDC_CLIENT_ID: op.clientId,
      OIDC_CLIENT_SECRET: op.clientSecret,
      LOG_LEVEL: "warn",
    };
  };

  const start = async (label: string) => {
    const server = await startServer(env(label));
    servers.set(label, server);
    proxy.setBackend(label, server.url);
    for (let i = 0; !proxy.healthy().includes(label); i++) {
      if (i > 500) throw new Error(`the proxy never found ${label} healthy`);
      await new Promise((r) => setTimeout(r, 20));
    }
    return server;
  };

  await Promise.all(labels.map(start));
  return {
    proxy,
    smtp,
    op,
    link,
    servers,
    start,
    query: async <T>(sql: string, params?: unknown[]) => (await pool.query(sql, params)).rows as T[],
    async close() {
      await Promise.all([...servers.values()].map((s) => s.stop()));
      await proxy.close();
      await op.close();
      await smtp.close();
      await link.close();
      await pool.end();
      await scratch.drop();
      dirs.forEach(removeDir);
    },
  };
}
