import { formatGBP } from "../../../core/money";
import { Badge } from "../../components/ui/badge";
import { Card, CardContent, CardHeader } from "../../components/ui/card";
import {
  SAMPLE_COMPANY,
  SAMPLE_EXPENSES,
  SAMPLE_INCOME,
  SAMPLE_PERIOD,
  SAMPLE_PROFIT,
  type SampleLine,
  sampleTotal,
} from "./sample-figures";

function Lines({ heading, lines }: { heading: string; lines: readonly SampleLine[] }) {
  return (
    <div>
      <h3 className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">{heading}</h3>
      <dl className="mt-2 space-y-1.5 text-sm">
        {lines.map((line) => (
          <div key={line.label} className="flex justify-between gap-4">
            <dt>{line.label}</dt>
            <dd className="tabular-nums">{formatGBP(line.amount)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t pt-1.5 font-medium">
          <dt>Total {heading.toLowerCase()}</dt>
          <dd className="tabular-nums">{formatGBP(sampleTotal(lines))}</dd>
        </div>
      </dl>
    </div>
  );
}

/** A clearly labelled sample of the Profit & Loss report, with invented figures. */
export function SamplePLCard() {
  return (
    <Card className="relative w-full max-w-md shadow-xl shadow-primary/5">
      <CardHeader className="gap-2 pb-4">
        <div className="flex items-center justify-between gap-2">
          <h2 id="sample-pl-title" className="font-semibold">
            Profit &amp; Loss
          </h2>
          <Badge variant="secondary">Sample with invented figures</Badge>
        </div>
        <p className="text-sm text-muted-foreground">
          {SAMPLE_COMPANY} · {SAMPLE_PERIOD}
        </p>
      </CardHeader>
      <CardContent className="space-y-5">
        <Lines heading="Income" lines={SAMPLE_INCOME} />
        <Lines heading="Expenses" lines={SAMPLE_EXPENSES} />
        <div className="flex items-center justify-between rounded-lg bg-success/10 px-3 py-2.5 font-semibold text-success">
          <span>Net Profit/(Loss)</span>
          <span className="tabular-nums">{formatGBP(SAMPLE_PROFIT)}</span>
        </div>
      </CardContent>
    </Card>
  );
}
