import { ArrowRight, CircleCheck, CircleDashed } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { Label } from "../../components/ui/label";
import { cn } from "../../lib/cn";
import { CONDITIONS_NEEDED, type ConditionId, MICRO_ENTITY_CONDITIONS, meetsSizeTest } from "./micro-entity-conditions";

export function EligibilityCheck() {
  const [met, setMet] = useState<ReadonlySet<ConditionId>>(new Set());
  const qualifies = meetsSizeTest(met);

  const toggle = (id: ConditionId, checked: boolean) => {
    const next = new Set(met);
    if (checked) next.add(id);
    else next.delete(id);
    setMet(next);
  };

  return (
    <section aria-labelledby="eligibility-title" className="border-y bg-muted/40 py-20">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:items-center">
        <div className="space-y-4">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">Eligibility check</p>
          <h2 id="eligibility-title" className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
            Is your company a micro-entity?
          </h2>
          <p className="text-lg text-muted-foreground">
            For financial years starting on or after 6 April 2025, a company is a micro-entity if it meets at least two
            of three conditions (Companies Act 2006, section 384A).
          </p>
          <p className="text-sm text-muted-foreground">
            For years that started before 6 April 2025 the limits were £632,000 turnover and £316,000 balance sheet
            total. After the first year, a change of status takes two years in a row of meeting (or failing) the
            conditions. Some companies cannot be micro-entities, for example charities, public companies and some
            financial companies, and a parent company also needs its group to qualify.
          </p>
        </div>

        <fieldset className="rounded-xl border bg-card p-6 shadow-sm">
          <legend className="float-left mb-4 w-full font-medium">Tick the conditions your company meets</legend>
          <ul className="clear-both space-y-3">
            {MICRO_ENTITY_CONDITIONS.map((condition) => (
              <li key={condition.id} className="flex items-start gap-3 rounded-lg border p-3">
                <Checkbox
                  id={`condition-${condition.id}`}
                  checked={met.has(condition.id)}
                  onCheckedChange={(checked) => toggle(condition.id, checked === true)}
                  className="mt-0.5"
                />
                <Label htmlFor={`condition-${condition.id}`} className="leading-snug font-normal">
                  {condition.label}
                </Label>
              </li>
            ))}
          </ul>
          <p
            aria-live="polite"
            className={cn(
              "mt-5 flex items-start gap-2 rounded-lg px-3 py-2.5 text-sm font-medium",
              qualifies ? "bg-success/10 text-success" : "bg-muted text-muted-foreground",
            )}
          >
            {qualifies ? (
              <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
            ) : (
              <CircleDashed className="mt-0.5 size-4 shrink-0" aria-hidden />
            )}
            {qualifies
              ? `${met.size} of 3 met: your company is likely to qualify as a micro-entity.`
              : `${met.size} of 3 met: at least ${CONDITIONS_NEEDED} are needed to qualify.`}
          </p>
          <Button asChild className="mt-5 w-full sm:w-auto">
            <Link href="/upload">
              Start with your bank statements
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        </fieldset>
      </div>
    </section>
  );
}
