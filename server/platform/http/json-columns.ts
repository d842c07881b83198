import { Worker } from "node:worker_threads";
import type { FastifyRequest } from "fastify";
import {
  acceptsGzip,
  GZIP_LEVEL,
  GZIP_PIECE,
  gzipJsonArrayInto,
  holdingStream,
  type ListEnvelope,
  type PreparedJsonArray,
  prepareJsonArray,
  restJson,
  STREAM_FROM,
  sendJsonBody,
} from "./send-json-array";

/**
 * A long JSON array of objects given by column: each key's values for every row, or one value the same in every
 * row. From columns, a worker thread writes and gzips the array on the machine's other core (json-columns.worker.mjs):
 * sending it 100,000 rows as objects would cost about what writing their JSON does, but a column of texts goes as one
 * string and a list of lengths.
 */
export type JsonColumn =
  | {
      key: string;
      /** Each row's text, or null. */
      texts: readonly (string | null)[];
    }
  | { key: string; same: unknown };

export interface JsonColumns {
  count: number;
  columns: readonly JsonColumn[];
}

/** What the worker is sent (see json-columns.worker.mjs), without the job's number. */
export interface WorkerJob {
  count: number;
  columns: { text: string; lengths: Int32Array }[];
  /** The constant text before each column's value. */
  pieces: string[];
  /** The constant text that ends a row. */
  end: string;
  head: string;
  tail: string;
  gzipLevel: number;
  gzipPiece: number;
}

/**
 * prepareJsonArray for rows given by column: a client that takes gzip gets the array written and gzipped by the
 * worker thread, meanwhile this thread goes on (on PGlite, with the import's COPY). Any other client or a short list
 * gets the same JSON made here from the rows as objects, and so does the answer whose worker failed.
 */
export function prepareJsonColumns(
  request: FastifyRequest,
  rows: JsonColumns,
  envelope: ListEnvelope,
  worker: (job: WorkerJob, transfer: ArrayBuffer[]) => Promise<Buffer> = runOnWorker,
): PreparedJsonArray {
  if (rows.count < STREAM_FROM || !acceptsGzip(request.headers["accept-encoding"])) {
    return prepareJsonArray(request, columnsToObjects(rows), envelope);
  }
  const { job, transfer } = workerJob(rows, envelope);
  const held = holdingStream();
  const made = worker(job, transfer).then(
    (body) => {
      if (!held.destroyed) held.end(body);
    },
    async () => {
      if (!held.destroyed) await gzipJsonArrayInto(held, columnsToObjects(rows), envelope);
    },
  );
  return {
    send: (reply) => sendJsonBody(reply, held, true),
    discard: () => held.destroy(),
    made,
  };
}

/** The rows as objects, each with the keys in column order. */
export function columnsToObjects({ count, columns }: JsonColumns): Record<string, unknown>[] {
  const out = new Array<Record<string, unknown>>(count);
  for (let i = 0; i < count; i++) {
    const row: Record<string, unknown> = {};
    for (const c of columns) row[c.key] = "same" in c ? c.same : c.texts[i];
    out[i] = row;
  }
  return out;
}

/** The job for the worker: texts joined per column with their lengths (-1 for null), constants folded into pieces. */
function workerJob(rows: JsonColumns, envelope: ListEnvelope): { job: WorkerJob; transfer: ArrayBuffer[] } {
  const columns: WorkerJob["columns"] = [];
  const pieces: string[] = [];
  let pending = "{";
  for (const c of rows.columns) {
    const name = `${pending === "{" ? "" : ","}${JSON.stringify(c.key)}:`;
    if ("same" in c) {
      pending += `${name}${JSON.stringify(c.same)}`;
      continue;
    }
    pieces.push(pending + name);
    pending = "";
    const lengths = new Int32Array(rows.count);
    for (let i = 0; i < rows.count; i++) lengths[i] = c.texts[i]?.length ?? -1;
    columns.push({ text: c.texts.join(""), lengths });
  }
  const job = {
    count: rows.count,
    columns,
    pieces,
    end: `${pending}}`,
    head: `{${JSON.stringify(envelope.listKey)}:[`,
    tail: `]${restJson(envelope.rest)}`,
    gzipLevel: GZIP_LEVEL,
    gzipPiece: GZIP_PIECE,
  };
  return { job, transfer: columns.map((c) => c.lengths.buffer as ArrayBuffer) };
}

// ---- the worker thread, started on first use and kept -------------------------------------------------------------

let worker: Worker | null = null;
let nextJob = 0;
const waiting = new Map<number, { resolve: (body: Buffer) => void; reject: (err: Error) => void }>();

/** Runs a job on the worker thread; rejects if the worker fails or ends. */
function runOnWorker(job: WorkerJob, transfer: ArrayBuffer[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    let w: Worker;
    try {
      w = jsonWorker();
    } catch (err) {
      reject(err as Error);
      return;
    }
    const id = nextJob++;
    waiting.set(id, { resolve, reject });
    w.ref();
    w.postMessage({ ...job, id }, transfer);
  });
}

function jsonWorker(): Worker {
  if (worker) return worker;
  const w = new Worker(new URL("./json-columns.worker.mjs", import.meta.url));
  const failAll = (err: Error) => {
    if (worker === w) worker = null;
    for (const job of waiting.values()) job.reject(err);
    waiting.clear();
  };
  w.on("message", (answer: { id: number; body?: Uint8Array; error?: string }) => {
    const job = waiting.get(answer.id);
    waiting.delete(answer.id);
    // An idle worker must not keep the process alive.
    if (waiting.size === 0) w.unref();
    if (!job) return;
    if (answer.body) job.resolve(Buffer.from(answer.body.buffer, answer.body.byteOffset, answer.body.byteLength));
    else job.reject(new Error(answer.error ?? "the JSON worker failed"));
  });
  w.on("error", failAll);
  w.on("exit", () => failAll(new Error("the JSON worker stopped")));
  w.unref();
  worker = w;
  return w;
}
