import type { CorporationTaxJson, CorporationTaxReport } from "../../../../core/contracts";
import { formatLongUk } from "../../../../core/dates";
import { formatPounds } from "../report-format";
import { S455Summary } from "./s455-summary";
import { taxCardLines } from "./tax-card-lines";

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? "flex justify-between gap-4 border-t pt-1 font-semibold" : "flex justify-between gap-4"}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

function Computation({ c }: { c: CorporationTaxJson }) {
  return (
    <dl className="space-y-1 text-sm">
      {taxCardLines(c).map((line) => (
        <Row key={line.label} {...line} />
      ))}
    </dl>
  );
}

/** The tax figure and how it was worked out; a period over 12 months shows each accounting period. */
export function CorporationTaxSummary({ report }: { report: CorporationTaxReport }) {
  if (!report.available) return <p className="text-sm text-muted-foreground">{report.message}</p>;
  return (
    <div className="space-y-3">
      <p className="text-2xl font-semibold tabular-nums">{formatPounds(report.totalTax)}</p>
      {report.periods.map((c) => (
        <div key={c.startDate} className="space-y-1">
          {report.periods.length > 1 && (
            <p className="text-xs font-medium text-muted-foreground">
              Accounting period {formatLongUk(c.startDate)} to {formatLongUk(c.endDate)}
            </p>
          )}
          <Computation c={c} />
        </div>
      ))}
      {report.periods.length > 1 && (
        <p className="text-xs text-muted-foreground">
          A period over 12 months needs two Company Tax Returns (CT600), one for each accounting period.
        </p>
      )}
      <S455Summary report={report} />
    </div>
  );
}
