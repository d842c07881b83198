/** The desktop sidebar's expanded/collapsed state, kept in the `sidebar_state` cookie for 7 days. The server reads it too,
 * so a page it writes ahead of the app (the Transactions first screen) leaves room for the sidebar as the app will. */

export const SIDEBAR_COOKIE_NAME = "sidebar_state";
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;

/** Reads `sidebar_state` from a `document.cookie` string: true/false when set, null when absent or unreadable. */
export function parseSidebarCookie(cookieHeader: string): boolean | null {
  for (const part of cookieHeader.split(";")) {
    const separator = part.indexOf("=");
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== SIDEBAR_COOKIE_NAME) continue;
    const value = part.slice(separator + 1).trim();
    if (value === "true") return true;
    if (value === "false") return false;
    return null;
  }
  return null;
}

/** The string to assign to `document.cookie` to remember the state. */
export function sidebarCookieString(expanded: boolean): string {
  return `${SIDEBAR_COOKIE_NAME}=${expanded}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
}
