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
 * servers whose GET /api/health last answered 200 (checked every `healthEveryMs`); X-Forwarded-For overwritten with
 * the client's address (the servers run with TRUST_PROXY); a new connection to the server for each request. A
 * request whose connection is refused (the server has stopped listening) goes to the next server, as nothing of it
 * reached the first; any other failure is answered 502. Every answer says which server gave it (X-Backend).
 */
export async function startRoundRobinProxy(healthEveryMs = 200): Promise<RoundRobinProxy> {
  const backends = new Map<string, { url: URL; healthy: boolean }>();
  const records: ProxyRecord[] = [];
  let next = 0;

  const pick = (tried: Set<string>) => {
    const up = [...backends].filter(([label, b]) => b.healthy && !tried.has(label));
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
        backends.get(target.label)!.healthy = false;
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

  const check = (label: string, url: URL) =>
    new Promise<boolean>((resolve) => {
      const probe = request({ host: url.hostname, port: url.port, path: "/api/health", agent: false, timeout: 2000 });
      probe.on("response", (r) => {
        r.resume();
        resolve(r.statusCode === 200);
      });
      probe.on("timeout", () => probe.destroy());
      probe.on("error", () => resolve(false));
      probe.end();
    }).then((ok) => {
      const b = backends.get(label);
      if (b && b.url === url) b.healthy = ok;
    });
  let checking = true;
  const loop = (async () => {
    while (checking) {
      await Promise.all([...backends].map(([label, b]) => check(label, b.url)));
      await new Promise((r) => setTimeout(r, healthEveryMs));
    }
  })();

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    records,
    setBackend(label, url) {
      if (url === null) backends.delete(label);
      else backends.set(label, { url: new URL(url), healthy: false });
    },
    healthy: () => [...backends].filter(([, b]) => b.healthy).map(([label]) => label),
    async close() {
      checking = false;
      await loop;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
