import http from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import type { App } from "../server/app-context";

export interface TimedAnswer {
  status: number;
  /** From the first byte sent to the last byte received. */
  ms: number;
  /** Bytes on the wire (gzipped when the server compressed). */
  wireBytes: number;
  json<T = unknown>(): T;
}

/**
 * Times API calls as the browser makes them: over a real loopback socket, with a browser's Accept-Encoding, until
 * the last byte of the answer has arrived. (Fastify's inject skips the socket and, without that header, gets the
 * uncompressed answer: for the 100,000 rows a save returns, 38 MB copied through light-my-request.) The JSON body is
 * encoded before the clock starts, as the page does before it sends.
 */
export interface BenchClient {
  post(route: string, body: unknown, cookie: string): Promise<TimedAnswer>;
  patch(route: string, body: unknown, cookie: string): Promise<TimedAnswer>;
  get(route: string, cookie: string): Promise<TimedAnswer>;
  delete(route: string, cookie: string): Promise<TimedAnswer>;
}

export async function benchClient(app: App): Promise<BenchClient> {
  if (!app.server.listening) await app.listen({ host: "127.0.0.1", port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const call = (method: string, route: string, cookie: string, body?: Buffer) =>
    new Promise<TimedAnswer>((resolve, reject) => {
      const headers: http.OutgoingHttpHeaders = { cookie, "accept-encoding": "gzip, deflate, br, zstd" };
      if (body) Object.assign(headers, { "content-type": "application/json", "content-length": body.length });
      const started = performance.now();
      const req = http.request({ host: "127.0.0.1", port, path: route, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("error", reject);
        res.on("end", () => {
          const ms = performance.now() - started;
          const raw = Buffer.concat(chunks);
          const text = () => (res.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw).toString("utf8");
          resolve({ status: res.statusCode ?? 0, ms, wireBytes: raw.length, json: () => JSON.parse(text()) });
        });
      });
      req.on("error", reject);
      req.end(body);
    });
  return {
    post: (route, body, cookie) => call("POST", route, cookie, Buffer.from(JSON.stringify(body))),
    patch: (route, body, cookie) => call("PATCH", route, cookie, Buffer.from(JSON.stringify(body))),
    get: (route, cookie) => call("GET", route, cookie),
    delete: (route, cookie) => call("DELETE", route, cookie),
  };
}
