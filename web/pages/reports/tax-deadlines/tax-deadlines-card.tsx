import type { ReactNode } from "react";
import type { CorporationTaxReport, DeadlinesReport } from "../../../../core/contracts";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { CorporationTaxSummary } from "./corporation-tax-summary";
import { DeadlineList } from "./deadline-list";
import { MicroEntityResult } from "./micro-entity-result";

function Part({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-label={title} className="scroll-mt-4 space-y-3">
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

/** 'Corporation Tax & Deadlines': the tax with its breakdown, the due dates and the micro-entity check. */
export function TaxDeadlinesCard({
  tax,
  deadlines,
}: {
  tax: CorporationTaxReport | undefined;
  deadlines: DeadlinesReport | undefined;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Corporation Tax &amp; Deadlines</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-8 lg:grid-cols-3">
        <Part id="corporation-tax" title="Corporation tax">
          {tax ? <CorporationTaxSummary report={tax} /> : <Spinner label="Loading the tax" />}
        </Part>
        <Part id="deadlines" title="Deadlines">
          {!deadlines && <Spinner label="Loading the deadlines" />}
          {deadlines && !deadlines.available && <p className="text-sm text-muted-foreground">{deadlines.message}</p>}
          {deadlines?.available && <DeadlineList report={deadlines} />}
        </Part>
        <Part id="micro-entity" title="Micro-entity check">
          {deadlines?.available ? (
            <MicroEntityResult check={deadlines.microEntity} />
          ) : (
            <p className="text-sm text-muted-foreground">Shown once there is a period.</p>
          )}
        </Part>
      </CardContent>
    </Card>
  );
}
