import { Check } from "lucide-react";
import { cn } from "../../lib/cn";

const STEPS = ["Choose your CSV files", "Check the preview", "Save to your account"] as const;

/** Where the person is in the three steps; the current one is marked for screen readers too. */
export function UploadSteps({ current, done }: { current: 1 | 2 | 3; done: boolean }) {
  return (
    <ol aria-label="Upload steps" className="grid gap-2 sm:grid-cols-3">
      {STEPS.map((label, i) => {
        const step = i + 1;
        const complete = step < current || (done && step === current);
        const active = step === current && !done;
        return (
          <li
            key={label}
            aria-current={active ? "step" : undefined}
            className={cn(
              "flex items-center gap-3 rounded-lg border px-3 py-2 text-sm",
              active ? "border-primary bg-primary/5 font-medium" : "bg-card text-muted-foreground",
            )}
          >
            <span
              aria-hidden
              className={cn(
                "grid size-6 shrink-0 place-content-center rounded-full border text-xs",
                complete && "border-success bg-success text-success-foreground",
                active && "border-primary bg-primary text-primary-foreground",
              )}
            >
              {complete ? <Check className="size-3.5" /> : step}
            </span>
            <span>
              <span className="sr-only">Step {step}: </span>
              {label}
              {complete && <span className="sr-only"> (done)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
