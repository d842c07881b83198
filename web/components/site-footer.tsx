import { Link } from "wouter";
import { BrandMark } from "./brand-mark";
import { HelpButton } from "./support-chat/help-button";

const FOOTER_LINKS = [
  { href: "/upload", label: "Upload" },
  { href: "/reports", label: "Reports" },
  { href: "/privacy-policy", label: "Privacy Policy" },
  { href: "/terms-of-service", label: "Terms of Service" },
  { href: "/gdpr", label: "GDPR" },
] as const;

/** The footer of the landing and other sidebar-free pages: Help (opens the chat) and the site's main links. */
export function SiteFooter() {
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="max-w-sm space-y-2">
          <BrandMark />
          <p className="text-sm text-muted-foreground">
            Year-end accounts for UK micro companies, prepared from your bank statements. An information tool, not legal
            or tax advice.
          </p>
        </div>
        <div className="flex flex-col gap-4 md:items-end">
          <nav aria-label="Footer">
            <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
              {FOOTER_LINKS.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <HelpButton variant="outline" className="self-start md:self-end" />
        </div>
      </div>
      <div className="border-t">
        {/* Room below the last line for the support chat button, so it covers nothing at the page's end. */}
        <p className="mx-auto max-w-6xl px-4 pt-4 pb-24 text-xs text-muted-foreground sm:px-6">
          © {new Date().getFullYear()} Microfile. Made for directors of UK micro-entities.
        </p>
      </div>
    </footer>
  );
}
