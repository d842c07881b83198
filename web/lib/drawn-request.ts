import { createContext, useContext } from "react";

/** The request a page is drawn for on the server (web/server-entry.tsx); null in the browser. */
export const DrawnRequestContext = createContext<{ cookie: string } | null>(null);

/** The page's cookies as it first renders: the request's on the server, the document's in the browser. */
export function useFirstRenderCookie(): string {
  const drawn = useContext(DrawnRequestContext);
  return drawn ? drawn.cookie : document.cookie;
}
