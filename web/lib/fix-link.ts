/** Where a readiness check is fixed: an app path with an optional query and #section, e.g. "/company#notes". */
export interface FixTarget {
  /** Path and query, e.g. "/transactions?category=uncategorised". */
  path: string;
  /** The section's id without "#", or "" when there is none. */
  hash: string;
}

export function splitFixAt(fixAt: string): FixTarget {
  const at = fixAt.indexOf("#");
  if (at < 0) return { path: fixAt, hash: "" };
  return { path: fixAt.slice(0, at) || "/", hash: fixAt.slice(at + 1) };
}

/** Only paths inside the app are followed: a fixAt that is not one is shown as text, never as a link elsewhere. */
export function isAppPath(fixAt: string): boolean {
  return fixAt.startsWith("/") && !fixAt.startsWith("//");
}
