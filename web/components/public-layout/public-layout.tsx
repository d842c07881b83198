import type { ReactNode } from "react";
import { Link } from "wouter";
import { BrandMark } from "../brand-mark";
import { SiteFooter } from "../site-footer";
import { SkipLink } from "../skip-link";
import { Button } from "../ui/button";
import { TooltipProvider } from "../ui/tooltip";

/** The frame of the sidebar-free pages (legal pages, sign-in, data deletion, payment success). */
export function PublicLayout({ children, headerAction }: { children: ReactNode; headerAction?: ReactNode }) {
  return (
    <TooltipProvider>
      <div className="flex min-h-dvh flex-col">
        <SkipLink />
        <header className="border-b bg-background">
          <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
            <Link
              href="/"
              className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
            >
              <BrandMark />
              <span className="sr-only"> home</span>
            </Link>
            {headerAction ?? (
              <Button asChild size="sm">
                <Link href="/upload">Get Started</Link>
              </Button>
            )}
          </div>
        </header>
        <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <SiteFooter />
      </div>
    </TooltipProvider>
  );
}
