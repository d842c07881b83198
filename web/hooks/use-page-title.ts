import { useEffect } from "react";

/** Sets the browser tab title to "<title> · Microfile" (or just "Microfile"). */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Microfile` : "Microfile";
  }, [title]);
}
