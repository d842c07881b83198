import type { Scope } from "../auth/request-context";

export type ListEncoding = "gzip" | "identity";

interface Entry {
  userId: string;
  version: string;
  body: Buffer;
}

/**
 * The encoded transactions list of each (user, company, encoding), kept at the company's transactions version
 * (companies.transactions_version, raised in the same database transaction as every change to its transactions:
 * see list-version.ts). A reader whose version matches gets the very bytes a fresh read would have produced, without
 * reading, building and compressing them again; any other version is a miss and the entry is replaced. Bounded by
 * bytes, least recently used out first; 0 bytes turns it off.
 */
export class ListCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(scope: Scope, encoding: ListEncoding, version: string): Buffer | null {
    const key = keyOf(scope, encoding);
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version) return null;
    // Re-inserted: a Map iterates in insertion order, so the first entry is the least recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.body;
  }

  set(scope: Scope, encoding: ListEncoding, version: string, body: Buffer): void {
    const key = keyOf(scope, encoding);
    this.remove(key);
    if (body.length > this.maxBytes) return;
    this.entries.set(key, { userId: scope.userId, version, body });
    this.bytes += body.length;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  /** Drops everything held for a user (their data is being erased). */
  forgetUser(userId: string): void {
    for (const [key, entry] of this.entries) if (entry.userId === userId) this.remove(key);
  }

  /** Bytes held, for tests and figures. */
  get size(): number {
    return this.bytes;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}

function keyOf(scope: Scope, encoding: ListEncoding): string {
  return `${scope.userId}/${scope.companyId}/${encoding}`;
}
