import { z } from "zod";

/** Every error body: a sentence a person understands. */
export const ErrorBody = z.object({ error: z.string(), message: z.string().optional() });

export const IdParam = z.object({ id: z.string().min(1).max(100) });

export const Uuid = z.string().uuid({ message: "is not a valid id" });

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids that are not uuids belong to nobody: callers answer 404 instead of sending them to the database. */
export function isUuid(id: string): boolean {
  return UUID_PATTERN.test(id);
}
