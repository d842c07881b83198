/**
 * The paths the web app's router draws a page for (web/router.tsx and web/shell-routes.tsx; web-app.test.ts checks
 * the two lists agree). Any other page URL is answered 404 with the app, whose router then shows its 404 page, so
 * that search engines, link checkers and monitors see a missing page as missing.
 */
export const WEB_APP_PATHS: readonly string[] = [
  "/",
  "/privacy-policy",
  "/terms-of-service",
  "/gdpr",
  "/delete-my-data",
  "/payment-success",
  "/login",
  "/upload",
  "/transactions",
  "/recycle-bin",
  "/reports",
  "/company",
  "/admin",
  "/admin/support",
  "/status",
];

const KNOWN = new Set(WEB_APP_PATHS);

/** The router matches a path with or without a trailing slash; the query string plays no part. */
export function isWebAppPath(url: string): boolean {
  const pathOnly = url.split(/[?#]/)[0] ?? "";
  const trimmed = pathOnly.length > 1 ? pathOnly.replace(/\/+$/, "") : pathOnly;
  return KNOWN.has(trimmed || "/");
}
