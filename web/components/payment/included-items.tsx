import { Check } from "lucide-react";
import { useId } from "react";
import { INCLUDED_ITEMS } from "./payment-wording";

/** What one payment includes, as a checked list. */
export function IncludedItems() {
  const headingId = useId();
  return (
    <div className="rounded-lg border bg-muted/40 p-4">
      <p id={headingId} className="mb-2 text-sm font-medium">
        Included with your payment
      </p>
      <ul aria-labelledby={headingId} className="space-y-1.5 text-sm">
        {INCLUDED_ITEMS.map((item) => (
          <li key={item} className="flex items-start gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
