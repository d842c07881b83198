import { Cookie, X } from "lucide-react";
import { Link } from "wouter";
import { Button } from "../ui/button";
import { useBannerHeight } from "./use-banner-height";
import { useCookieBanner } from "./use-cookie-banner";

/**
 * The cookie notice (spec part 1 §4): Accept, Reject Non-Essential, or close to be asked again in 24 hours.
 * It sits at the bottom of the window, below dialogs (z-50); the floating chat button moves up above it while it
 * shows (useBannerHeight), so neither hides the other.
 */
export function CookieBanner() {
  const { visible, accept, reject, defer } = useCookieBanner();
  const ref = useBannerHeight(visible);
  if (!visible) return null;

  return (
    <section
      ref={ref}
      aria-labelledby="cookie-banner-title"
      className="fixed inset-x-0 bottom-0 z-46 p-3 sm:p-4 print:hidden"
    >
      <div className="relative mx-auto flex max-w-4xl flex-col gap-3 rounded-xl border bg-card p-4 pr-10 shadow-lg sm:p-5 sm:pr-12 md:flex-row md:items-center">
        <Cookie className="hidden size-6 shrink-0 text-primary md:block" aria-hidden />
        <div className="flex-1 space-y-1 text-sm">
          <h2 id="cookie-banner-title" className="font-semibold">
            Cookies on Microfile
          </h2>
          <p className="text-muted-foreground">
            Essential cookies only: your sign-in session, the sidebar's state and this choice (kept in your browser). No
            advertising or analytics. Embedded videos load only after you click them.{" "}
            <Link href="/privacy-policy" className="font-medium text-primary underline underline-offset-2">
              Privacy Policy
            </Link>{" "}
            ·{" "}
            <Link href="/gdpr" className="font-medium text-primary underline underline-offset-2">
              GDPR
            </Link>
          </p>
        </div>
        <div className="flex shrink-0 gap-2 [&>button]:flex-1 md:[&>button]:flex-none">
          <Button variant="outline" onClick={reject}>
            Reject Non-Essential
          </Button>
          <Button onClick={accept}>Accept</Button>
        </div>
        <button
          type="button"
          onClick={defer}
          aria-label="Close cookie banner"
          className="absolute top-2 right-2 rounded-md p-1.5 text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
    </section>
  );
}
