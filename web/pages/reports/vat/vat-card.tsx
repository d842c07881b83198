import { errorMessage } from "../../../api/errors";
import { useVatReport } from "../../../api/vat";
import { Alert, AlertDescription } from "../../../components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { useReportPeriod } from "../periods/use-report-period";
import { formatPeriod } from "../report-format";
import { ReportLine, ReportSection } from "../report-line";
import { schemeText, vatLines } from "./vat-lines";
import { VatQuartersTable } from "./vat-quarters-table";

/**
 * The VAT card of the Reports page: the period's VAT account from GET /api/reports/vat, each figure
 * opening the transactions behind it, then the VAT quarter by quarter. Shown only for a VAT-registered company; must
 * sit inside DrilldownProvider.
 */
export function VatCard() {
  const { period } = useReportPeriod();
  const { data, error } = useVatReport(true, period);
  if (error) {
    return (
      <Alert variant="destructive">
        <AlertDescription>{errorMessage(error, "The VAT figures could not be loaded.")}</AlertDescription>
      </Alert>
    );
  }
  if (!data?.registered) return null;
  return (
    <Card role="region" aria-labelledby="vat-card-title">
      <CardHeader>
        <CardTitle as="h2" id="vat-card-title">
          VAT
        </CardTitle>
        <CardDescription>
          {schemeText(data)}
          {data.period && `, ${formatPeriod(data.period.startDate, data.period.endDate)}`}. Select a figure to see the
          transactions behind it.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <ReportSection title="VAT account" titleHidden>
          {vatLines(data).map((line) => (
            <ReportLine
              key={line.label}
              label={line.label}
              amount={line.amount}
              drillKey={line.drillKey}
              total={line.total}
            />
          ))}
        </ReportSection>
        <VatQuartersTable report={data} />
      </CardContent>
    </Card>
  );
}
