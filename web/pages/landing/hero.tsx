import { ArrowRight, FileText } from "lucide-react";
import { Link } from "wouter";
import { Button } from "../../components/ui/button";
import { SamplePLCard } from "./sample-pl-card";

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden border-b">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_80%_-10%,oklch(0.93_0.04_250),transparent)]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-[1.1fr_1fr]">
        <div className="space-y-6">
          <p className="inline-flex items-center gap-2 rounded-full border bg-background px-3 py-1 text-xs font-medium text-muted-foreground">
            <span className="size-1.5 rounded-full bg-success" aria-hidden />
            FRS 105 micro-entity accounts · Free during beta
          </p>
          <h1 id="hero-title" className="text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
            Year-end accounts for your micro company, from your bank statements
          </h1>
          <p className="max-w-xl text-lg text-pretty text-muted-foreground">
            Upload your business bank account's CSV files. Microfile categorises every transaction, shows you why, and
            prepares your Profit &amp; Loss, balance sheet and filing packs for Companies House and HMRC.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link href="/upload">
                Upload CSV &amp; Start
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href="/reports">
                <FileText aria-hidden />
                View Sample Reports
              </Link>
            </Button>
          </div>
          <p className="text-sm text-muted-foreground">
            Made for directors of UK micro companies, and for accountants with low-activity clients.
          </p>
        </div>
        <div className="flex justify-center lg:justify-end">
          <SamplePLCard />
        </div>
      </div>
    </section>
  );
}
