import { type RefObject, useLayoutEffect, useRef } from "react";

const VARIABLE = "--cookie-banner-height";

/**
 * While the banner shows, its height (it wraps on a phone) is kept in the page's --cookie-banner-height, which the
 * floating chat button adds to its distance from the bottom; 0 once it has gone.
 */
export function useBannerHeight(visible: boolean): RefObject<HTMLElement | null> {
  const ref = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const banner = ref.current;
    const root = document.documentElement;
    if (!visible || !banner) return;
    const note = () => root.style.setProperty(VARIABLE, `${banner.getBoundingClientRect().height}px`);
    note();
    const observer = new ResizeObserver(note);
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.style.removeProperty(VARIABLE);
    };
  }, [visible]);
  return ref;
}
