import type { BroughtForwardDto } from "../../../core/contracts";
import { formatLongUk } from "../../../core/dates";
import { formatGBP, fromPoundsNumber, ZERO } from "../../../core/money";
import { broughtForwardRows } from "./brought-forward-rows";

/**
 * Year two onwards: the opening balances are the closed year's closing balance sheet, shown read-only with a note
 * saying where they come from and how they change (reopening that year).
 */
export function BroughtForwardBalances({ broughtForward }: { broughtForward: BroughtForwardDto }) {
  const rows = broughtForwardRows(broughtForward);
  return (
    <section className="space-y-3" aria-label="Opening balances brought forward">
      <p className="text-sm text-muted-foreground">
        These are the closing balances of the year to {formatLongUk(broughtForward.fromPeriod.endDate)}, closed in
        Microfile, so they cannot be typed here. To change them, reopen that year on the Reports page.
      </p>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {rows.map((r) => (
          <div key={r.label} className="flex justify-between gap-4 border-b py-1">
            <dt>{r.label}</dt>
            <dd className="tabular-nums">{formatGBP(fromPoundsNumber(r.pounds) ?? ZERO)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
