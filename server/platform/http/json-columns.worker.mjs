// A worker thread that writes a long JSON array from columns and gzips it (see json-columns.ts, which starts it and
// documents the job's shape). Plain JavaScript with no imports but Node's own: it runs the same from the sources
// (tests) and beside the server's bundle. It exists so a 100,000-row answer is made on the machine's other core
// while the server's own thread is busy (on PGlite, with the import's COPY).
import { parentPort } from "node:worker_threads";
import zlib from "node:zlib";

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const NULL_BYTES = Buffer.from("null", "latin1");

/**
 * The JSON is written as bytes into one buffer, kept from job to job: 38 MB for 100,000 rows, which built as strings
 * would take (and fault in) fresh memory every time, next to the server's own thread doing the same.
 */
let out = Buffer.allocUnsafeSlow(1024 * 1024);
let at = 0;

function room(bytes) {
  if (at + bytes <= out.length) return;
  const bigger = Buffer.allocUnsafeSlow(Math.max(out.length * 2, at + bytes));
  out.copy(bigger, 0, 0, at);
  out = bigger;
}

function writeBytes(bytes) {
  room(bytes.length);
  out.set(bytes, at);
  at += bytes.length;
}

/**
 * A value JSON writes as it is between quotes: printable ASCII but for the quote and the backslash. Anything else
 * (a £ sign, a quote) goes through JSON.stringify, as the same rows written by JSON.stringify would.
 */
function isPlainAscii(text, from, to) {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || c > 0x7e || c === QUOTE || c === BACKSLASH) return false;
  }
  return true;
}

function writeQuoted(text, from, to) {
  room(to - from + 2);
  out[at++] = QUOTE;
  for (let i = from; i < to; i++) out[at++] = text.charCodeAt(i);
  out[at++] = QUOTE;
}

function writeEscaped(text) {
  const json = JSON.stringify(text);
  room(json.length * 3);
  at += out.utf8Write(json, at);
}

/**
 * The whole JSON: `head`, the rows, `tail`. Row i's value in a column is the next `lengths[i]` characters of the
 * column's `text` (null when -1). Each value follows its piece of constant text (`{"id":`, `,"date":`, …); a row
 * ends with `end`. Returns the bytes written (a view of the kept buffer, valid until the next job).
 */
export function renderJson(job) {
  at = 0;
  const pieces = job.pieces.map((p) => Buffer.from(p, "utf8"));
  const end = Buffer.from(job.end, "utf8");
  const positions = job.columns.map(() => 0);
  writeBytes(Buffer.from(job.head, "utf8"));
  for (let i = 0; i < job.count; i++) {
    if (i > 0) {
      room(1);
      out[at++] = COMMA;
    }
    for (let k = 0; k < job.columns.length; k++) {
      writeBytes(pieces[k]);
      const { text, lengths } = job.columns[k];
      const length = lengths[i];
      if (length < 0) {
        writeBytes(NULL_BYTES);
        continue;
      }
      const from = positions[k];
      const to = from + length;
      positions[k] = to;
      if (isPlainAscii(text, from, to)) writeQuoted(text, from, to);
      else writeEscaped(text.slice(from, to));
    }
    writeBytes(end);
  }
  writeBytes(Buffer.from(job.tail, "utf8"));
  return out.subarray(0, at);
}

parentPort?.on("message", (job) => {
  try {
    const body = zlib.gzipSync(renderJson(job), { level: job.gzipLevel, chunkSize: job.gzipPiece });
    // The bytes go back without a copy when the buffer owns its memory whole.
    const whole = body.byteOffset === 0 && body.byteLength === body.buffer.byteLength;
    parentPort.postMessage({ id: job.id, body }, whole ? [body.buffer] : []);
  } catch (err) {
    parentPort.postMessage({ id: job.id, error: String(err?.message ?? err) });
  }
});
