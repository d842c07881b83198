import { Link } from "wouter";
import { cn } from "../../lib/cn";
import { BrandMark } from "../brand-mark";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "../ui/sheet";
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "../ui/tooltip";
import { YearStepsCard } from "../year-steps/year-steps-card";
import { useSidebar } from "./sidebar-context";
import { SidebarNav } from "./sidebar-nav";

function SidebarTitle({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const link = (
    <Link
      href="/"
      onClick={onNavigate}
      className={cn(
        "flex h-14 items-center border-b border-sidebar-border px-3 text-sidebar-foreground focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring",
        collapsed && "justify-center px-0",
      )}
    >
      <BrandMark showName={!collapsed} />
    </Link>
  );
  if (!collapsed) return link;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{link}</TooltipTrigger>
      <TooltipContent side="right">Microfile home</TooltipContent>
    </Tooltip>
  );
}

/**
 * Desktop: a column 16rem wide, or 3rem when collapsed to icons. Mobile (below 768 px): a sheet 18rem wide that
 * slides in from the left when the header toggle is pressed.
 */
export function Sidebar() {
  const { expanded, isMobile, openMobile, setOpenMobile } = useSidebar();

  if (isMobile) {
    const close = () => setOpenMobile(false);
    return (
      <Sheet open={openMobile} onOpenChange={setOpenMobile}>
        <SheetContent
          side="left"
          closeLabel="Close sidebar"
          className="w-(--sidebar-width-mobile) max-w-[85vw] gap-0 bg-sidebar p-0 text-sidebar-foreground"
        >
          <SheetTitle className="sr-only">Sidebar</SheetTitle>
          <SheetDescription className="sr-only">Pages of Microfile</SheetDescription>
          <SidebarTitle collapsed={false} onNavigate={close} />
          <SidebarNav collapsed={false} onNavigate={close} />
          <YearStepsCard onNavigate={close} />
        </SheetContent>
      </Sheet>
    );
  }

  const collapsed = !expanded;
  return (
    <TooltipProvider delayDuration={0}>
      <div
        data-state={expanded ? "expanded" : "collapsed"}
        className={cn(
          // Drawn by the server before the width is known: a phone hides it until the app shows its sheet instead.
          "sticky top-0 flex h-dvh shrink-0 flex-col border-r border-sidebar-border bg-sidebar transition-[width] duration-200 ease-out max-md:hidden print:hidden",
          collapsed ? "w-(--sidebar-width-icon)" : "w-(--sidebar-width)",
        )}
      >
        <SidebarTitle collapsed={collapsed} />
        <SidebarNav collapsed={collapsed} />
        {!collapsed && <YearStepsCard />}
      </div>
    </TooltipProvider>
  );
}
