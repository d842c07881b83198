import { SiteFooter } from "../../components/site-footer";
import { SkipLink } from "../../components/skip-link";
import { usePageTitle } from "../../hooks/use-page-title";
import { ClosingCta } from "./closing-cta";
import { EligibilityCheck } from "./eligibility-check";
import { ExampleStories } from "./example-stories";
import { Features } from "./features";
import { Hero } from "./hero";
import { HowItWorks } from "./how-it-works";
import { LandingHeader } from "./landing-header";
import { Pricing } from "./pricing";

/** The landing page (spec part 1 §1–§2), without the sidebar. */
export function LandingPage() {
  usePageTitle("Year-end accounts for UK micro companies");
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <LandingHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <Hero />
        <HowItWorks />
        <EligibilityCheck />
        <Features />
        <ExampleStories />
        <Pricing />
        <ClosingCta />
      </main>
      <SiteFooter />
    </div>
  );
}
