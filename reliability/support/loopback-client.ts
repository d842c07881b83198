import { type IncomingHttpHeaders, request } from "node:http";

export interface Answer<T = unknown> {
  /** 0 when no HTTP answer came (the connection failed or was cut off). */
  status: number;
  json: T;
  text: string;
  /** The server that answered, as the round-robin proxy names it (X-Backend); null when called directly. */
  backend: string | null;
  headers: IncomingHttpHeaders;
  error?: string;
}

/**
 * A person's browser, reduced: connects from its own loopback address (127.x.y.z, so per-IP limits see one client
 * per person behind the proxy), keeps its session cookie, and never throws for an answer or a failed connection.
 */
export function loopbackClient(localAddress: string) {
  let cookie = "";
  const call = <T = unknown>(
    method: string,
    url: string,
    body?: unknown,
    extra: { headers?: Record<string, string>; onSent?: () => void } = {},
  ): Promise<Answer<T>> =>
    new Promise((resolve) => {
      const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
      const target = new URL(url);
      const req = request(
        {
          host: target.hostname,
          port: target.port,
          path: `${target.pathname}${target.search}`,
          method,
          localAddress,
          agent: false,
          headers: {
            ...(cookie ? { cookie } : {}),
            ...(payload ? { "content-type": "application/json", "content-length": String(payload.length) } : {}),
            ...extra.headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("close", () => {
            const backend = (res.headers["x-backend"] as string | undefined) ?? null;
            if (!res.complete) {
              resolve({ status: 0, json: null as T, text: "", backend, headers: res.headers, error: "answer cut off" });
              return;
            }
            const set = (res.headers["set-cookie"] ?? []).find((c) => c.startsWith("mf_session="));
            if (set) cookie = set.split(";")[0]!;
            const text = Buffer.concat(chunks).toString("utf8");
            let json: unknown = null;
            try {
              json = JSON.parse(text);
            } catch {
              /* not JSON */
            }
            resolve({ status: res.statusCode ?? 0, json: json as T, text, backend, headers: res.headers });
          });
        },
      );
      req.on("error", (err) =>
        resolve({ status: 0, json: null as T, text: "", backend: null, headers: {}, error: err.message }),
      );
      // The whole request has been handed to the socket: the server is reading it (or has it), so it is in flight.
      if (extra.onSent) req.once("finish", extra.onSent);
      req.end(payload);
    });
  return {
    call,
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      cookie = value;
    },
  };
}
