import type { DeadlinesReport } from "../../../../core/contracts";
import { formatLongUk } from "../../../../core/dates";
import { type Deadline, DORMANT_CORPORATION_TAX_RULE, taxPeriodName } from "../../../../core/filing/deadlines";
import { Badge } from "../../../components/ui/badge";
import { formatPounds } from "../report-format";
import { deadlineBadge } from "./deadline-badge";

type Available = Extract<DeadlinesReport, { available: true }>;

function DeadlineItem({ title, deadline, filedOn }: { title: string; deadline: Deadline; filedOn?: string | null }) {
  const badge = deadlineBadge(deadline, filedOn);
  return (
    <li className="space-y-0.5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">{title}</span>
        <Badge variant={badge.late ? "destructive" : "secondary"}>{badge.text}</Badge>
      </div>
      <div className="text-sm">Due {formatLongUk(deadline.dueDate)}</div>
      <div className="text-xs text-muted-foreground">{deadline.rule}</div>
    </li>
  );
}

/** A dormant company's one line in place of the corporation tax dates: none to pay, a return only on notice. */
function DormantItem({ note }: { note: string }) {
  return (
    <li className="space-y-0.5" data-testid="dormant-corporation-tax">
      <span className="font-medium">Corporation tax and CT600</span>
      <div className="text-sm">{note}</div>
      <div className="text-xs text-muted-foreground">{DORMANT_CORPORATION_TAX_RULE}</div>
    </li>
  );
}

function CorporationTaxItems({ report }: { report: Available }) {
  if (report.dormantNote) return <DormantItem note={report.dormantNote} />;
  return (
    <>
      {report.corporationTaxPayments.length > 1 ? (
        report.corporationTaxPayments.map((p) => (
          <DeadlineItem key={p.startDate} title={`Corporation tax payment, ${taxPeriodName(p)}`} deadline={p} />
        ))
      ) : (
        <DeadlineItem title="Corporation tax payment" deadline={report.corporationTaxPayment} />
      )}
      <DeadlineItem title="CT600 tax return to HMRC" deadline={report.ct600} filedOn={report.filed.ct600} />
    </>
  );
}

/**
 * The due dates with days left (a corporation tax payment for each tax period when the accounts cover more than 12
 * months; a dormant company's note in their place), and the Companies House late filing penalties.
 */
export function DeadlineList({ report }: { report: Available }) {
  return (
    <div className="space-y-4">
      <ul className="space-y-3">
        <DeadlineItem title="Accounts to Companies House" deadline={report.accounts} filedOn={report.filed.accounts} />
        <CorporationTaxItems report={report} />
      </ul>
      {report.penaltyIfFiledToday && (
        <p className="text-sm text-destructive">
          If the accounts were filed today the penalty would be {formatPounds(report.penaltyIfFiledToday.amount)}.
        </p>
      )}
      {report.penaltyForFilingLate && (
        <p className="text-sm text-destructive">
          The accounts were filed late: Companies House charges a penalty of{" "}
          {formatPounds(report.penaltyForFilingLate.amount)}.
        </p>
      )}
      <div className="space-y-1">
        <p className="text-sm font-medium">Late filing penalties (Companies House)</p>
        <table className="w-full text-sm">
          <caption className="sr-only">Late filing penalties</caption>
          <thead>
            <tr className="text-left text-xs text-muted-foreground">
              <th className="font-medium">Lateness</th>
              <th className="text-right font-medium">Penalty</th>
              <th className="text-right font-medium">Late last year too</th>
            </tr>
          </thead>
          <tbody>
            {report.penaltyBands.map((b) => (
              <tr key={b.band}>
                <td>{b.label}</td>
                <td className="text-right tabular-nums">{formatPounds(b.amount)}</td>
                <td className="text-right tabular-nums">{formatPounds(b.amountIfLateLastYear)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
