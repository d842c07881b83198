import type { FastifyReply } from "fastify";

/**
 * Runs `work` once the reply has gone out (or the client has gone away), for housekeeping the answer does not
 * depend on: the checkpoint after a large write (db/client noteWrites), which a large import or categorisation
 * would otherwise wait for, although its rows are already committed. The work runs all the same
 * if the client disconnects; a failure is the work's own to report (it must not reject).
 */
export function afterReply(reply: FastifyReply, work: () => Promise<void>): void {
  reply.raw.once("close", () => void work());
}
