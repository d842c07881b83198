import { PassThrough, pipeline } from "node:stream";
import zlib from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

/** Fast to make, and about as small as the default level for JSON lists. */
export const GZIP_LEVEL = 3;

/**
 * zlib's output piece: its default 16 KB made some 150 pieces, each its own callback, push and socket write, for a
 * 50,000-row list; 256 KB pieces made the same gzip stream finish about a tenth sooner.
 */
export const GZIP_PIECE = 256 * 1024;

/** Below this many items the answer is small: @fastify/compress handles it as any other reply. */
export const STREAM_FROM = 1000;
/** Items stringified at a time; gzip compresses one chunk on libuv's thread pool while the next is written. */
const CHUNK = 5000;

const COMMA = Buffer.from(",");

/** What a prepared answer may hold before it is sent: more than the gzipped answer for 200,000 rows. */
const HOLD_BYTES = 256 * 1024 * 1024;

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
  return prepareJsonArray(request, items, envelope).send(reply);
}

/** An answer being made before it can be sent (see prepareJsonArray). */
export interface PreparedJsonArray {
  send(reply: FastifyReply): FastifyReply;
  /** The answer will not be sent (the work it answers failed): stop making it. */
  discard(): void;
  /** Settles once the whole body is made (or discarded), whether or not it has been sent. */
  made: Promise<void>;
}

/**
 * sendJsonArray in two steps: the answer starts being stringified and gzipped now, between other work's awaits,
 * and is sent later. An import knows its answer before its rows are written, and on a PostgreSQL server this
 * process only waits while the server takes the rows in: the 100,000 rows of the answer are made meanwhile.
 * The items must not change after this call.
 */
export function prepareJsonArray(
  request: FastifyRequest,
  items: readonly unknown[],
  envelope?: ListEnvelope,
): PreparedJsonArray {
  if (items.length < STREAM_FROM || !acceptsGzip(request.headers["accept-encoding"])) {
    return {
      send: (reply) => reply.send(envelope ? { [envelope.listKey]: items, ...envelope.rest } : items),
      discard: () => {},
      made: Promise.resolve(),
    };
  }
  const held = holdingStream();
  const made = gzipJsonArrayInto(held, items, envelope);
  return {
    send: (reply) => sendJsonBody(reply, held, true),
    // The pipeline then destroys the gzip stream too, and no further chunk is made.
    discard: () => held.destroy(),
    made,
  };
}

/**
 * The gzipped JSON of `items` (in `envelope`) written into `held` (see holdingStream); settles once all of it is made
 * or the streams are destroyed. A failure on either side destroys both: the reply then ends in error instead of
 * waiting for an end.
 */
export function gzipJsonArrayInto(
  held: PassThrough,
  items: readonly unknown[],
  envelope?: ListEnvelope,
): Promise<void> {
  const gzip = gzipJsonArray(items, envelope);
  pipeline(gzip, held, () => {});
  return new Promise<void>((resolve) => gzip.once("end", resolve).once("close", resolve));
}

/**
 * Where a gzipped answer waits until it is sent. Until then nothing reads the gzip stream, and a transform stream
 * whose output is not read stops compressing after its first 16 KB: this buffer takes the output meanwhile (a few MB
 * for 100,000 rows), so the compression runs while the rows are written, not after.
 */
export function holdingStream(): PassThrough {
  return new PassThrough({ highWaterMark: HOLD_BYTES });
}

/**
 * The same gzipped stream for an answer that is also kept (platform/list-cache): the client receives it as it
 * is made, and `keep` gets the whole body once it is complete.
 */
export function sendAndKeepGzippedJsonArray(
  reply: FastifyReply,
  items: readonly unknown[],
  keep: (body: Buffer) => void,
): FastifyReply {
  const gzip = gzipJsonArray(items);
  const chunks: Buffer[] = [];
  gzip.on("data", (chunk: Buffer) => chunks.push(chunk));
  gzip.on("end", () => keep(Buffer.concat(chunks)));
  return sendJsonBody(reply, gzip, true);
}

/**
 * A JSON array (or an envelope around it) written chunk by chunk into a gzip stream. Between chunks the event loop
 * gets a turn, so zlib compresses one chunk on the thread pool while the next is stringified: written all at once,
 * the chunks waited in the stream's buffer and were compressed one after another only once the last was made.
 */
function gzipJsonArray(items: readonly unknown[], envelope?: ListEnvelope): zlib.Gzip {
  const gzip = zlib.createGzip({ level: GZIP_LEVEL, chunkSize: GZIP_PIECE });
  void writeChunks(gzip, items, envelope).catch((err: unknown) => gzip.destroy(err as Error));
  return gzip;
}

async function writeChunks(gzip: zlib.Gzip, items: readonly unknown[], envelope?: ListEnvelope): Promise<void> {
  gzip.write(envelope ? `{${JSON.stringify(envelope.listKey)}:[` : "[");
  for (let from = 0; from < items.length; from += CHUNK) {
    // The client went away: the reply destroyed the stream, and nothing more is made for it.
    if (gzip.destroyed) return;
    // Encoded whole and then cut out of its brackets: slicing the string first made a string the encoder had to
    // flatten again, which cost more than the stringify.
    const json = Buffer.from(JSON.stringify(items.slice(from, from + CHUNK)));
    if (from > 0) gzip.write(COMMA);
    gzip.write(json.subarray(1, json.length - 1));
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (!gzip.destroyed) gzip.end(envelope ? `]${restJson(envelope.rest)}` : "]");
}

/**
 * Sends JSON already encoded, a finished body or a gzip stream; a gzipped body's Content-Encoding tells
 * @fastify/compress to leave it.
 */
export function sendJsonBody(reply: FastifyReply, body: Buffer | NodeJS.ReadableStream, gzip: boolean): FastifyReply {
  reply.type("application/json; charset=utf-8");
  reply.header("Vary", "Accept-Encoding");
  if (gzip) reply.header("Content-Encoding", "gzip");
  return reply.send(body);
}

/** The envelope's other keys, to follow the list: `,"a":1}` (or `}` when there are none). */
export function restJson(rest: Record<string, unknown>): string {
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
