import { useEffect } from "react";
import { useLocation } from "wouter";

/** Starts each new page at the top, as a normal page load would (links to #anchors are left alone). */
export function ScrollToTop() {
  const [location] = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect must run on every navigation
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [location]);
  return null;
}
