/**
 * Shared by the server (OIDC and /login redirects) and the login page; no zod here, so the page stays small.
 * The page to return to after sign-in: only a same-site path ("/…", never "//…" or "/\…", which browsers treat
 * as another host). Anything else gives the fallback.
 */
export function safeNextPath(next: unknown, fallback = "/upload"): string {
  if (typeof next !== "string" || !next) return fallback;
  if (!next.startsWith("/")) return fallback;
  if (next.startsWith("//") || next.startsWith("/\\") || next.length > 500) return fallback;
  // Control characters (tabs, newlines) are stripped by URL parsers and could turn "/\t/evil" into "//evil".
  for (const char of next) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return fallback;
  }
  return next;
}
