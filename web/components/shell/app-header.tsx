import { PanelLeft } from "lucide-react";
import { Link } from "wouter";
import { BrandMark } from "../brand-mark";
import { HelpButton } from "../support-chat/help-button";
import { Button } from "../ui/button";
import { Separator } from "../ui/separator";
import { CompanySwitcherSlot } from "./company-switcher-slot";
import { useSidebar } from "./sidebar-context";
import { UserArea } from "./user-area";

/**
 * The shell's header: sidebar toggle, company switcher slot, Help (opens the chat) and the user area. On a phone, Help
 * and Sign Out show their icons only, and the switcher's name wraps, so the company's name is read in full.
 */
export function AppHeader() {
  const { toggleSidebar, expanded, openMobile, isMobile } = useSidebar();
  return (
    <header className="sticky top-0 z-30 flex h-14 shrink-0 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/80 md:px-4 print:hidden">
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        onClick={toggleSidebar}
        aria-label="Toggle Sidebar"
        aria-expanded={isMobile ? openMobile : expanded}
        title="Toggle sidebar (Ctrl/Cmd+B)"
      >
        <PanelLeft aria-hidden />
      </Button>
      {isMobile && (
        <Link href="/" className="rounded-md focus-visible:outline-2 focus-visible:outline-ring">
          <BrandMark showName={false} />
          <span className="sr-only"> home</span>
        </Link>
      )}
      <Separator orientation="vertical" className="mx-1 h-5! max-sm:hidden" />
      {/* The switcher's slot takes the room between the left controls and Help, for a long company name. */}
      <CompanySwitcherSlot />
      <HelpButton iconOnlyOnPhone className="max-sm:px-2" />
      <UserArea />
    </header>
  );
}
