import { statfsSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import { AppError } from "./errors";

/**
 * Refuses writes the embedded database's disk cannot hold. PGlite does not survive running out of disk: a write
 * that hits ENOSPC mid-statement ends in a PANIC ("cannot drop active portal") and the database stops answering,
 * so the only safe answer is to refuse before writing. A PostgreSQL server reports a full disk as an error of its
 * own (SQLSTATE 53100, answered 507 by the error handler) and recovers, so it needs no guard here.
 */
export interface StorageGuard {
  /** Whether the disk has room for `rows` more transactions (or as many changed ones) plus the reserve. */
  hasRoomFor(rows: number): boolean;
  /** Throws a 507 AppError unless hasRoomFor(rows). */
  ensureRoomFor(rows: number): void;
}

/** A 100,000-row import grows a PGlite data directory by about 80 MB (heap, indexes and WAL); 1 KB leaves slack. */
export const BYTES_PER_ROW = 1024;
/** Room always kept free for WAL, checkpoints and the small writes of sign-ins, settings and tickets. */
export const RESERVE_BYTES = 16 * 1024 * 1024;

export const STORAGE_FULL_MESSAGE =
  "The server's storage is full, so nothing of this request was saved. Please try again later; if it keeps happening, contact support.";

const noGuard: StorageGuard = { hasRoomFor: () => true, ensureRoomFor: () => {} };

/** The guard for a PGlite data directory (`dir`); none for an in-memory database or a PostgreSQL server. */
export function createStorageGuard(dir: string | null, freeBytes = (d: string) => diskFree(d)): StorageGuard {
  if (dir === null || dir.startsWith("memory://")) return noGuard;
  const hasRoomFor = (rows: number) => {
    const free = freeBytes(dir);
    return free === null || free >= rows * BYTES_PER_ROW + RESERVE_BYTES;
  };
  return {
    hasRoomFor,
    ensureRoomFor(rows) {
      if (!hasRoomFor(rows)) throw new AppError("storage_full", STORAGE_FULL_MESSAGE);
    },
  };
}

/** Bytes available to this process on the disk holding `dir`; null when the system cannot say. */
function diskFree(dir: string): number | null {
  try {
    const s = statfsSync(dir);
    return Number(s.bavail) * Number(s.bsize);
  } catch {
    return null;
  }
}

/**
 * Refuses every write request (not GET/HEAD/OPTIONS) while the disk is below the reserve; `exempt` paths (those that
 * free space, such as Delete My Data) always go through. Routes that write many rows ask the guard for their rows.
 */
export function registerStorageGuard(app: FastifyInstance, guard: StorageGuard, exempt: string[]): void {
  const exempted = new Set(exempt);
  app.addHook("onRequest", async (request) => {
    if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return;
    if (exempted.has(request.url.split("?")[0] ?? "")) return;
    guard.ensureRoomFor(0);
  });
}
