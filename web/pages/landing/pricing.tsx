import { Check } from "lucide-react";
import { Link } from "wouter";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { SectionHeading } from "./section-heading";

const PLANS = [
  {
    name: "Beta",
    price: "£0",
    unit: "while in beta",
    highlight: true,
    items: [
      "Unlimited CSV uploads",
      "All CSV layouts, with column mapping when needed",
      "Email support",
      "Your first filing pack free",
    ],
  },
  {
    name: "Filing pack",
    price: "£99",
    unit: "per filing pack",
    highlight: false,
    items: [
      "One-time payment, no subscription",
      "Companies House PDF and Excel packs",
      "HMRC CT600 draft",
      "Unlimited downloads for that filing period",
    ],
  },
] as const;

export function Pricing() {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-20 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="pricing-title" eyebrow="Pricing" title="Free during beta, then £99 per filing pack">
          No subscription. During the beta your first filing is free; each further filing is a one-time £99.
        </SectionHeading>
        <ul className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
          {PLANS.map((plan) => (
            <li
              key={plan.name}
              className={cn(
                "flex flex-col rounded-xl border bg-card p-8 shadow-sm",
                plan.highlight && "border-primary ring-1 ring-primary",
              )}
            >
              <div className="flex items-center justify-between gap-2">
                <h3 className="text-lg font-semibold">{plan.name}</h3>
                {plan.highlight && <Badge>Now</Badge>}
              </div>
              <p className="mt-4 flex items-baseline gap-2">
                <span className="text-4xl font-semibold tracking-tight">{plan.price}</span>
                <span className="text-muted-foreground">{plan.unit}</span>
              </p>
              <ul className="mt-6 flex-1 space-y-3">
                {plan.items.map((item) => (
                  <li key={item} className="flex items-start gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
              {plan.highlight && (
                <Button asChild className="mt-8">
                  <Link href="/upload">Start free</Link>
                </Button>
              )}
            </li>
          ))}
        </ul>
        <p className="mx-auto mt-8 max-w-2xl text-center text-sm text-muted-foreground">
          Microfile is an information tool, not legal or tax advice. The directors approve the accounts and remain
          responsible for filing them with Companies House and HMRC.
        </p>
      </div>
    </section>
  );
}
