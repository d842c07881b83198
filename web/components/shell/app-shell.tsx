import type { ReactNode } from "react";
import { useHydrated } from "../../hooks/use-hydrated";
import { SkipLink } from "../skip-link";
import { TooltipProvider } from "../ui/tooltip";
import { AppHeader } from "./app-header";
import { Sidebar } from "./sidebar";
import { SidebarProvider } from "./sidebar-context";

/** The sidebar layout of spec part 1 §2, for every page except the sidebar-free ones. */
export function AppShell({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <TooltipProvider>
      <SidebarProvider>
        <SkipLink />
        {/* A page the server drew shows before its code runs: its controls stay disabled until the app has taken
            it over, so a click waits for something that answers it (links work without the app). */}
        <fieldset disabled={!hydrated} className="contents">
          <div className="flex min-h-dvh w-full">
            <Sidebar />
            <div className="flex min-w-0 flex-1 flex-col">
              <AppHeader />
              {/* The bottom padding is the support chat button's room: the end of every page scrolls clear of it. */}
              <main id="main-content" tabIndex={-1} className="flex-1 px-4 pt-6 pb-24 outline-none md:px-6 lg:px-8">
                {children}
              </main>
            </div>
          </div>
        </fieldset>
      </SidebarProvider>
    </TooltipProvider>
  );
}
