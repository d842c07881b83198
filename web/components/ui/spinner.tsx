import { LoaderCircle } from "lucide-react";
import { cn } from "../../lib/cn";

/** A spinning ring with a text for screen readers (default "Loading"). */
export function Spinner({ className, label = "Loading" }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircle className={cn("size-5 animate-spin text-muted-foreground", className)} aria-hidden />
      <span className="sr-only">{label}</span>
    </span>
  );
}
