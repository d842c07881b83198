import zlib from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

/** Below this many items the answer is small: @fastify/compress handles it as any other reply. */
const STREAM_FROM = 1000;
/** Items stringified at a time; gzip compresses one chunk on libuv's thread pool while the next is written. */
const CHUNK = 5000;

/** A list sent inside an object: `{"<listKey>": [...items], ...rest}`. */
export interface ListEnvelope {
  listKey: string;
  rest: Record<string, unknown>;
}

/**
 * Sends a long JSON array (the 50,000-row transactions list, the 100,000 rows an import saved), gzipped as it is
 * written when the client accepts gzip; with `envelope`, the array is one key of an object. Stringifying chunk by
 * chunk lets the compression of one chunk run on another core while the next is written, and skips the buffering
 * @fastify/compress puts around a finished body (copies and concatenations that cost more than the compression).
 * The Content-Encoding set here tells that plugin to leave the body alone.
 */
export function sendJsonArray(
  request: FastifyRequest,
  reply: FastifyReply,
  items: readonly unknown[],
  envelope?: ListEnvelope,
): FastifyReply {
  if (items.length < STREAM_FROM || !acceptsGzip(request.headers["accept-encoding"])) {
    return reply.send(envelope ? { [envelope.listKey]: items, ...envelope.rest } : items);
  }
  reply.type("application/json; charset=utf-8");
  reply.header("Vary", "Accept-Encoding");
  reply.header("Content-Encoding", "gzip");
  const gzip = zlib.createGzip({ level: 3 });
  gzip.write(envelope ? `{${JSON.stringify(envelope.listKey)}:[` : "[");
  for (let from = 0; from < items.length; from += CHUNK) {
    const json = JSON.stringify(items.slice(from, from + CHUNK));
    gzip.write(from === 0 ? json.slice(1, -1) : `,${json.slice(1, -1)}`);
  }
  gzip.end(envelope ? `]${restJson(envelope.rest)}` : "]");
  return reply.send(gzip);
}

/** The envelope's other keys, to follow the list: `,"a":1}` (or `}` when there are none). */
function restJson(rest: Record<string, unknown>): string {
  const json = JSON.stringify(rest);
  return json === "{}" ? "}" : `,${json.slice(1)}`;
}

/** True when an Accept-Encoding header allows gzip (by name or `*`) with a quality above zero. */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(",") : (header ?? "");
  let gzipQ: number | null = null;
  let anyQ: number | null = null;
  for (const part of value.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = quality(params);
    if (name === "gzip" || name === "x-gzip") gzipQ = q;
    else if (name === "*") anyQ = q;
  }
  return (gzipQ ?? anyQ ?? 0) > 0;
}

function quality(params: string[]): number {
  for (const p of params) {
    const [key, val] = p.trim().split("=");
    if (key === "q") {
      const q = Number(val);
      return Number.isFinite(q) ? q : 0;
    }
  }
  return 1;
}
