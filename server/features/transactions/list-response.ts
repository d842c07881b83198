import type { FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../../db/client";
import type { Scope } from "../../platform/auth/request-context";
import { acceptsGzip, sendAndKeepGzippedJsonArray, sendJsonBody } from "../../platform/http/send-json-array";
import type { ListCache } from "../../platform/list-cache/list-cache";
import { currentListVersion } from "../../platform/list-cache/list-version";
import { listActive } from "./transactions.repo";

/**
 * GET /api/transactions: the company's active rows. The Transactions page reads the whole list after every change
 * and on every visit; while nothing changed, the bytes made for the last read are sent again (platform/list-cache),
 * and a change anywhere in the company's transactions raises its version, so the next read builds the list afresh.
 */
export async function sendTransactionList(
  request: FastifyRequest,
  reply: FastifyReply,
  database: Database,
  cache: ListCache,
  scope: Scope,
): Promise<FastifyReply> {
  const gzip = acceptsGzip(request.headers["accept-encoding"]);
  const encoding = gzip ? "gzip" : "identity";
  const version = await currentListVersion(database, scope);
  const kept = version === null ? null : cache.get(scope, encoding, version);
  if (kept) return sendJsonBody(reply, kept, gzip);
  const list = await listActive(database, scope);
  const keep = (body: Buffer) => {
    if (list.version !== null) cache.set(scope, encoding, list.version, body);
  };
  // Gzipped as it is written, so the browser receives the start of a long list while the rest is compressed.
  if (gzip) return sendAndKeepGzippedJsonArray(reply, list.rows, keep);
  const body = Buffer.from(JSON.stringify(list.rows));
  keep(body);
  return sendJsonBody(reply, body, false);
}
