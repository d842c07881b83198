import { useSyncExternalStore } from "react";

/** Below this width (px) the layout is mobile and the sidebar becomes a slide-in sheet. */
export const MOBILE_BREAKPOINT = 768;

const query = `(max-width: ${MOBILE_BREAKPOINT - 1}px)`;

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(query);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

/**
 * Whether the window is narrower than the breakpoint. A page the server drew is drawn wide (the server cannot know the
 * width) and hydrated as drawn; the next render follows the window. Narrow layouts of a drawn page are CSS (max-md:).
 */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
