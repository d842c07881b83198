import { FileCheck2 } from "lucide-react";
import { cn } from "../lib/cn";

/** The product's mark: a file with a tick, and optionally the name. */
export function BrandMark({ showName = true, className }: { showName?: boolean; className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2 font-semibold tracking-tight", className)}>
      <span className="grid size-8 shrink-0 place-content-center rounded-lg bg-primary text-primary-foreground shadow-sm">
        <FileCheck2 className="size-4.5" aria-hidden />
      </span>
      {showName ? <span className="text-base">Microfile</span> : <span className="sr-only">Microfile</span>}
    </span>
  );
}
