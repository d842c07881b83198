import { useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { splitFixAt } from "../lib/fix-link";

/** How long a page may take (lazy code, data, a tab switch) before the section a #hash names exists. */
const WAIT_MS = 4000;

function currentHash(): string {
  return decodeURIComponent(window.location.hash.replace(/^#/, ""));
}

/** How long the section is followed after it first appears, while the cards above it are still loading. */
const SETTLE_MS = 1500;
const USER_SCROLLS = ["wheel", "touchmove", "keydown", "mousedown"] as const;

/** A control the person types into or ticks: focus is never taken from one of these. */
const IN_USE = "input, textarea, select, [contenteditable='true'], [role='checkbox'], [role='combobox']";
/** What a #hash may put the cursor in: a field, not a section or a heading. */
const FIELD = "input, textarea, select, button, [role='checkbox'], [role='combobox']";

/**
 * Puts the cursor in the field the hash names (a "Fix this" link lands on the exact field), once, without scrolling
 * (the scroll is ours) and never away from a control the person is already using.
 */
export function focusField(target: HTMLElement): void {
  if (!target.matches(FIELD)) return;
  const active = document.activeElement;
  if (active && active !== target && active !== document.body && active.matches(IN_USE)) return;
  target.focus({ preventScroll: true });
}

/**
 * Scrolls to the element the hash names as soon as it exists, and puts the cursor in it when it is a field; gives up
 * quietly after a few seconds. Cards above it that load later push it down, so it is followed for a moment after it
 * appears, until the person scrolls first.
 */
function scrollWhenPresent(id: string): () => void {
  if (!id) return () => {};
  let frame = 0;
  let foundAt = 0;
  let lastTop = Number.NaN;
  const started = performance.now();
  const stop = () => cancelAnimationFrame(frame);
  const tick = () => {
    const target = document.getElementById(id);
    const now = performance.now();
    if (target) {
      if (!foundAt) focusField(target);
      foundAt ||= now;
      const top = target.getBoundingClientRect().top;
      if (top !== lastTop) target.scrollIntoView({ block: "start" });
      lastTop = target.getBoundingClientRect().top;
      if (now - foundAt < SETTLE_MS) frame = requestAnimationFrame(tick);
      return;
    }
    if (now - started < WAIT_MS) frame = requestAnimationFrame(tick);
  };
  for (const event of USER_SCROLLS) window.addEventListener(event, stop, { once: true, passive: true });
  tick();
  return () => {
    stop();
    for (const event of USER_SCROLLS) window.removeEventListener(event, stop);
  };
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
