/** Reading the errors thrown by `apiRequest` ("<status>: <body text>") back into something to show people. */

export interface ApiErrorParts {
  /** The HTTP status, or null when the error did not come from a response (network failure, timeout…). */
  status: number | null;
  /** The body text (or status text) after "<status>: ", or the whole message for other errors. */
  text: string;
  /** The body parsed as JSON when it is JSON, else null. */
  data: unknown;
}

export function readApiError(error: unknown): ApiErrorParts {
  const message = error instanceof Error ? error.message : String(error ?? "");
  const match = /^(\d{3}): ([\s\S]*)$/.exec(message);
  if (!match) return { status: null, text: message, data: null };
  const text = match[2] ?? "";
  let data: unknown = null;
  try {
    data = JSON.parse(text);
  } catch {
    data = null;
  }
  return { status: Number(match[1]), text, data };
}

function field(data: unknown, name: string): string | null {
  if (typeof data !== "object" || data === null) return null;
  const value = (data as Record<string, unknown>)[name];
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

/**
 * The sentence to show for a failed call: the server's `{error}` (or `{message}`), else the plain body text, else
 * the fallback. Never shows raw JSON or HTML.
 */
export function errorMessage(error: unknown, fallback: string): string {
  const { status, text, data } = readApiError(error);
  const fromBody = field(data, "error") ?? field(data, "message");
  if (fromBody) return fromBody;
  if (data !== null) return fallback;
  const plain = text.trim();
  if (!plain || plain.startsWith("<")) return fallback;
  if (status === null && error instanceof Error && error.name === "TypeError") return fallback;
  return plain;
}

/** True when the call failed with 401 (the message starts with "401"). */
export function isUnauthorizedError(error: unknown): boolean {
  return readApiError(error).status === 401;
}
