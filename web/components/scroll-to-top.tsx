import { useEffect, useRef } from "react";
import { useLocation } from "wouter";

/**
 * Starts each new page at the top, as a normal page load would (links to #anchors are left alone). Not the first
 * page: the browser placed it, and a person may have scrolled the page the server drew before the app took it over.
 */
export function ScrollToTop() {
  const [location] = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect must run on every navigation
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [location]);
  return null;
}
