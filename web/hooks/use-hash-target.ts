import { useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { splitFixAt } from "../lib/fix-link";

/** How long a page may take (lazy code, data, a tab switch) before the section a #hash names exists. */
const WAIT_MS = 4000;

function currentHash(): string {
  return decodeURIComponent(window.location.hash.replace(/^#/, ""));
}

/** Scrolls to the element the hash names as soon as it exists; gives up quietly after a few seconds. */
function scrollWhenPresent(id: string): () => void {
  if (!id) return () => {};
  let frame = 0;
  const started = performance.now();
  const tick = () => {
    const target = document.getElementById(id);
    if (target) {
      target.scrollIntoView({ block: "start" });
      return;
    }
    if (performance.now() - started < WAIT_MS) frame = requestAnimationFrame(tick);
  };
  tick();
  return () => cancelAnimationFrame(frame);
}

/** Calls `onHash` with the #hash (without "#") on every hash change, the same hash again included. */
export function useHashChange(onHash: (hash: string) => void): void {
  const latest = useRef(onHash);
  latest.current = onHash;
  useEffect(() => {
    const onChange = () => latest.current(currentHash());
    window.addEventListener("hashchange", onChange);
    return () => window.removeEventListener("hashchange", onChange);
  }, []);
}

/** The hash the page was opened with (without "#"). */
export function initialHash(): string {
  return currentHash();
}

/**
 * Brings the section named by the #hash into view when the page opens and on every hash change (the same hash
 * again too), waiting for it to render: the page's data or a tab may come later than the navigation.
 */
export function useScrollToHash(): void {
  useEffect(() => {
    let cancel = scrollWhenPresent(currentHash());
    const onChange = () => {
      cancel();
      cancel = scrollWhenPresent(currentHash());
    };
    window.addEventListener("hashchange", onChange);
    return () => {
      cancel();
      window.removeEventListener("hashchange", onChange);
    };
  }, []);
}

/**
 * Follows a fixAt path inside the app: the path through the router, then the hash through the location, so a page
 * already open hears a `hashchange` too (pushState alone sends none). The same hash again still scrolls.
 */
export function useGoToFix(): (fixAt: string) => void {
  const [, navigate] = useLocation();
  return (fixAt: string) => {
    const { path, hash } = splitFixAt(fixAt);
    const here = window.location.pathname + window.location.search;
    if (path !== here) navigate(path);
    if (!hash) return;
    if (currentHash() === hash) window.dispatchEvent(new HashChangeEvent("hashchange"));
    else window.location.hash = hash;
  };
}
