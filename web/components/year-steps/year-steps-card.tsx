import { useQueryClient } from "@tanstack/react-query";
import { Circle, CircleCheck } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { useLocation } from "wouter";
import type { YearStep, YearStepsDto } from "../../../core/contracts";
import { errorMessage } from "../../api/errors";
import { queryKeys } from "../../api/query-keys";
import { useCheckAdjustments, useYearSteps } from "../../api/year-steps";
import { useGoToFix } from "../../hooks/use-hash-target";
import { cn } from "../../lib/cn";
import { Button } from "../ui/button";
import { toast } from "../ui/use-toast";

function StepLink({ step, current, onNavigate }: { step: YearStep; current: boolean; onNavigate?: () => void }) {
  const goTo = useGoToFix();
  const Icon = step.done ? CircleCheck : Circle;
  return (
    <a
      href={step.href}
      aria-current={current ? "step" : undefined}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        goTo(step.href);
        onNavigate?.();
      }}
      className={cn(
        "flex items-center gap-2 rounded-md px-2 py-1 text-sm text-sidebar-foreground hover:bg-sidebar-accent",
        "focus-visible:outline-2 focus-visible:outline-ring",
        current && "bg-primary/10 font-semibold text-primary",
      )}
    >
      <Icon className={cn("size-4 shrink-0", step.done ? "text-success" : "text-muted-foreground")} aria-hidden />
      <span className="truncate">{step.title}</span>
      <span className="sr-only">{step.done ? " (done)" : current ? " (you are here)" : ""}</span>
    </a>
  );
}

/** The adjustments step can be answered at once: many micro companies have none to make. */
function NoAdjustments() {
  const check = useCheckAdjustments();
  return (
    <Button
      size="sm"
      variant="outline"
      className="mt-2 w-full"
      disabled={check.isPending}
      onClick={() =>
        check.mutate(true, {
          onError: (e) =>
            toast({ variant: "destructive", title: "Not Saved", description: errorMessage(e, "Please try again.") }),
        })
      }
    >
      No adjustments needed
    </Button>
  );
}

function StepsList({ data, onNavigate }: { data: YearStepsDto; onNavigate?: () => void }) {
  return (
    <>
      <ol className="mt-2 space-y-0.5">
        {data.steps.map((step) => (
          <li key={step.id}>
            <StepLink step={step} current={step.id === data.current} onNavigate={onNavigate} />
          </li>
        ))}
      </ol>
      {data.current === "adjustments" && <NoAdjustments />}
    </>
  );
}

/** A page change may follow a step just done (a pack downloaded, the notes answered): the steps are read again. */
function useRefreshOnPageChange(): void {
  const qc = useQueryClient();
  const [location] = useLocation();
  const seen = useRef(location);
  useEffect(() => {
    if (seen.current === location) return;
    seen.current = location;
    void qc.invalidateQueries({ queryKey: queryKeys.yearSteps });
  }, [location, qc]);
}

/**
 * "Your year, step by step" (in the sidebar, so it never pushes a page's content): company details → upload →
 * categorise → review → year-end adjustments → readiness → packs, each a link, the current step highlighted. Read
 * again on every page change, so what was just done shows; gone once the year is ready.
 */
export function YearStepsCard({ onNavigate }: { onNavigate?: () => void }) {
  const titleId = useId();
  const { data } = useYearSteps();
  useRefreshOnPageChange();
  if (!data || data.ready) return null;
  return (
    <section
      aria-labelledby={titleId}
      className="mx-2 mb-3 rounded-lg border border-sidebar-border bg-background/60 p-3 print:hidden"
    >
      <h2 id={titleId} className="px-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        Your year, step by step
      </h2>
      <StepsList data={data} onNavigate={onNavigate} />
    </section>
  );
}
