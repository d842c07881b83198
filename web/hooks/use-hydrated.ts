import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False while React draws the page on the server and while it hydrates that drawing in the browser, true from the
 * render after (and from the first render of a page the server did not draw). What only the browser knows (the window's
 * width, localStorage) waits for it, so hydration finds the same markup the server wrote; controls the server drew stay
 * disabled until it is true, since before it nothing would answer them.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
