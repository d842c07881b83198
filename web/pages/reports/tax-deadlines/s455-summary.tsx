import { S455_REPAYMENT_NOTE } from "../../../../core/accounts";
import type { CorporationTaxReport } from "../../../../core/contracts";
import { formatPounds } from "../report-format";
import { repaidLabel, tellsWhenTaxComesBack } from "./s455-label";

type Available = Extract<CorporationTaxReport, { available: true }>;
/**
 * The s455 charge (CTA 2010) when the director's loan account is overdrawn at the period end: the balance, what was
 * repaid within nine months after it (s458 relief), what stays chargeable and the tax on it (CT600A).
 */
export function S455Summary({ report }: { report: Available }) {
  const s = report.s455;
  if (!s) return null;
  const rate = `${s.rateBasisPoints / 100}%`;
  const lines = [
    { label: "Director's loan overdrawn at the period end", value: s.overdrawnAtPeriodEnd },
    { label: repaidLabel(s), value: s.repaidWithinNineMonths },
    ...(s.chargedBefore !== 0
      ? [{ label: "Lent in an earlier period (not charged again)", value: s.chargedBefore }]
      : []),
    { label: "Chargeable", value: s.chargeable },
  ];
  return (
    <section aria-label="s455 tax on the director's loan" className="space-y-1 rounded-md border p-3">
      <h4 className="text-xs font-semibold">s455 tax on the director's loan (CTA 2010)</h4>
      <dl className="space-y-1 text-sm">
        {lines.map((l) => (
          <div key={l.label} className="flex justify-between gap-4">
            <dt>{l.label}</dt>
            <dd className="tabular-nums">{formatPounds(l.value)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t pt-1 font-semibold">
          <dt>s455 tax at {rate}</dt>
          <dd className="tabular-nums">{formatPounds(s.tax)}</dd>
        </div>
      </dl>
      {tellsWhenTaxComesBack(s) && <p className="text-xs text-muted-foreground">{S455_REPAYMENT_NOTE}</p>}
      <p className="text-xs text-muted-foreground">{s.note}</p>
    </section>
  );
}
