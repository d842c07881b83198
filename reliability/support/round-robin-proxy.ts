import { createServer, type IncomingHttpHeaders, type IncomingMessage, request, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One answer the proxy gave: which server answered (null: none could), and whether it was cut off midway. */
export interface ProxyRecord {
  method: string;
  path: string;
  backend: string | null;
  status: number;
  aborted: boolean;
}

export interface RoundRobinProxy {
  url: string;
  records: ProxyRecord[];
  /** Adds, replaces (a restarted server on a new port) or, with null, removes the server called `label`. */
  setBackend(label: string, url: string | null): void;
  /** Which servers the last health checks found healthy. */
  healthy(): string[];
  close(): Promise<void>;
}

/** Headers of one hop, not to be passed on. */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection", "te"]);

const passOn = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([k]) => !HOP_BY_HOP.has(k.toLowerCase())));

/**
 * A small load balancer on loopback, as an operator would put in front of several servers: round robin over the
 * healthy servers; X-Forwarded-For overwritten with the client's address (the servers run with TRUST_PROXY); a new
 * connection to the server for each request. Each server's GET /api/health is asked every `healthEveryMs`: 200 makes
 * it healthy, any other answer (503 while it drains) takes it out at once, and no answer in time takes it out after
 * three tries in a row (a busy server is slow, not gone). When none is healthy, every server is tried. A request
 * whose connection is refused (the server has stopped listening) goes to the next server, as nothing of it reached
 * the first; any other failure is answered 502. Every answer says which server gave it (X-Backend).
 */
export async function startRoundRobinProxy(healthEveryMs = 200): Promise<RoundRobinProxy> {
  const backends = new Map<string, { url: URL; healthy: boolean; misses: number }>();
  const records: ProxyRecord[] = [];
  let next = 0;

  const pick = (tried: Set<string>) => {
    const untried = [...backends].filter(([label]) => !tried.has(label));
    const healthy = untried.filter(([, b]) => b.healthy);
    const up = healthy.length > 0 ? healthy : untried;
    if (up.length === 0) return null;
    const chosen = up[next++ % up.length]!;
    return { label: chosen[0], url: chosen[1].url };
  };

  const forward = (req: IncomingMessage, res: ServerResponse, body: Buffer, tried: Set<string>) => {
    const record = (backend: string | null, status: number, aborted = false) =>
      records.push({ method: req.method ?? "", path: (req.url ?? "").split("?")[0]!, backend, status, aborted });
    const target = pick(tried);
    if (!target) {
      record(null, 503);
      res.writeHead(503, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: "No server is healthy." }));
      return;
    }
    tried.add(target.label);
    const upstream = request(
      {
        host: target.url.hostname,
        port: target.url.port,
        method: req.method,
        path: req.url,
        agent: false,
        headers: {
          ...passOn(req.headers),
          "x-forwarded-for": req.socket.remoteAddress ?? "",
          "content-length": String(body.length),
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...passOn(answer.headers), "x-backend": target.label });
        answer.pipe(res);
        answer.on("close", () => {
          record(target.label, answer.statusCode ?? 0, !answer.complete);
          if (!answer.complete) res.destroy();
        });
      },
    );
    upstream.on("error", (err: NodeJS.ErrnoException) => {
      if (res.headersSent) return;
      if (err.code === "ECONNREFUSED") {
        const b = backends.get(target.label); // gone when the test has taken the server out meanwhile
        if (b) b.healthy = false;
        forward(req, res, body, tried);
        return;
      }
      record(target.label, 502);
      res.writeHead(502, { "content-type": "application/json", "x-backend": target.label });
      res.end(JSON.stringify({ error: `The server did not answer: ${err.message}` }));
    });
    upstream.end(body);
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => forward(req, res, Buffer.concat(chunks), new Set()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));

  /** One health check: true (200), false (another answer, or the connection refused), null (no answer in time). */
  const check = (url: URL) =>
    new Promise<boolean | null>((resolve) => {
      const probe = request({ host: url.hostname, port: url.port, path: "/api/health", agent: false, timeout: 5000 });
      probe.on("response", (r) => {
        r.resume();
        resolve(r.statusCode === 200);
      });
      probe.on("timeout", () => probe.destroy(Object.assign(new Error("timeout"), { code: "ETIMEDOUT" })));
      probe.on("error", (err: NodeJS.ErrnoException) => resolve(err.code === "ECONNREFUSED" ? false : null));
      probe.end();
    });
  let checking = true;
  const loops: Promise<void>[] = [];
  /** Each server is checked on its own, so a slow one does not delay the news about another. */
  const watch = async (label: string, url: URL) => {
    for (let b = backends.get(label); checking && b && b.url === url; b = backends.get(label)) {
      const ok = await check(url);
      if (ok === null) b.misses++;
      else b.misses = 0;
      if (ok !== null) b.healthy = ok;
      else if (b.misses >= 3) b.healthy = false;
      await new Promise((r) => setTimeout(r, healthEveryMs));
    }
  };

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    records,
    setBackend(label, url) {
      if (url === null) {
        backends.delete(label);
        return;
      }
      const b = { url: new URL(url), healthy: false, misses: 0 };
      backends.set(label, b);
      loops.push(watch(label, b.url));
    },
    healthy: () => [...backends].filter(([, b]) => b.healthy).map(([label]) => label),
    async close() {
      checking = false;
      await Promise.all(loops);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
