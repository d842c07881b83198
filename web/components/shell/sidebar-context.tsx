import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { parseSidebarCookie, sidebarCookieString } from "../../../core/contracts/sidebar-cookie";
import { useIsMobile } from "../../hooks/use-is-mobile";
import { useFirstRenderCookie } from "../../lib/drawn-request";

export interface SidebarState {
  /** Desktop: expanded (16rem) or collapsed to icons (3rem). Saved in the sidebar_state cookie. */
  expanded: boolean;
  /** Mobile (below 768 px): the slide-in sheet is open. */
  openMobile: boolean;
  isMobile: boolean;
  setExpanded: (expanded: boolean) => void;
  setOpenMobile: (open: boolean) => void;
  /** The header toggle and Ctrl/Cmd+B: collapse/expand on desktop, open/close the sheet on mobile. */
  toggleSidebar: () => void;
}

const SidebarContext = createContext<SidebarState | null>(null);

export const SIDEBAR_KEYBOARD_SHORTCUT = "b";

export function SidebarProvider({ children }: { children: ReactNode }) {
  const isMobile = useIsMobile();
  // The server draws /transactions with the sidebar as the same cookie says, so hydration finds it as drawn.
  const cookie = useFirstRenderCookie();
  const [expanded, setExpandedState] = useState(() => parseSidebarCookie(cookie) ?? true);
  const [openMobile, setOpenMobile] = useState(false);

  const setExpanded = useCallback((next: boolean) => {
    setExpandedState(next);
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser
    document.cookie = sidebarCookieString(next);
  }, []);

  const toggleSidebar = useCallback(() => {
    if (isMobile) setOpenMobile((open) => !open);
    else setExpanded(!expanded);
  }, [isMobile, expanded, setExpanded]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT && (event.metaKey || event.ctrlKey) && !event.altKey) {
        event.preventDefault();
        toggleSidebar();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [toggleSidebar]);

  // Leaving the mobile layout closes the sheet so it does not reappear when the window narrows again.
  useEffect(() => {
    if (!isMobile) setOpenMobile(false);
  }, [isMobile]);

  const value = useMemo<SidebarState>(
    () => ({ expanded, openMobile, isMobile, setExpanded, setOpenMobile, toggleSidebar }),
    [expanded, openMobile, isMobile, setExpanded, toggleSidebar],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}

export function useSidebar(): SidebarState {
  const context = useContext(SidebarContext);
  if (!context) throw new Error("useSidebar must be used inside <SidebarProvider>");
  return context;
}
