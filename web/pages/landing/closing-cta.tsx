import { ArrowRight } from "lucide-react";
import { Link } from "wouter";
import { Button } from "../../components/ui/button";

export function ClosingCta() {
  return (
    <section aria-labelledby="closing-title" className="px-4 pb-20 sm:px-6">
      <div className="mx-auto max-w-6xl rounded-2xl bg-primary px-6 py-14 text-center text-primary-foreground shadow-lg sm:px-12">
        <h2 id="closing-title" className="text-3xl font-semibold tracking-tight text-balance">
          Ready to prepare this year's accounts?
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-lg text-primary-foreground/90">
          Start with a CSV export of your business bank account. You can look at the results before you sign in.
        </p>
        <Button asChild size="lg" variant="secondary" className="mt-8">
          <Link href="/upload">
            Upload your bank CSV
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
    </section>
  );
}
