import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { useGoToFix } from "../../../hooks/use-hash-target";
import { isAppPath } from "../../../lib/fix-link";

/**
 * A link to where a check is fixed. A real href (open in a new tab works), with the click handled in the app so a
 * section of the page already open (the Balance Sheet's cash check) is brought into view as well.
 */
export function FixLink({ fixAt, children }: { fixAt: string; children: ReactNode }) {
  const goToFix = useGoToFix();
  if (!isAppPath(fixAt)) return null;
  return (
    <a
      href={fixAt}
      className="inline-flex items-center gap-1 font-medium text-primary text-sm underline-offset-4 hover:underline"
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        goToFix(fixAt);
      }}
    >
      {children}
      <ArrowRight className="size-3.5" aria-hidden />
    </a>
  );
}
