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

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const UNSTORABLE_IN_NOTES = /[\u0000\u001a\u001e\u001f]/g;

/**
 * A bank description is one line: control characters (a NUL Postgres cannot store, tabs, stray line breaks, the
 * separators the list packs rows with) become spaces.
 */
export function singleLine(text: string): string {
  return text.replace(CONTROL_CHARACTERS, " ");
}

/** Notes keep their line breaks; only what Postgres cannot store or the list uses as separators becomes a space. */
export function storableNotes(text: string): string {
  return text.replace(UNSTORABLE_IN_NOTES, " ");
}
