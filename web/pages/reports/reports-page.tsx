import { Building2 } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import type { SampleReports } from "../../../core/contracts";
import { errorMessage } from "../../api/errors";
import { usePeriods } from "../../api/periods";
import { PageHeader } from "../../components/page-header";
import { PaymentDialog } from "../../components/payment/payment-dialog";
import { Alert, AlertDescription } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { useScrollToHash } from "../../hooks/use-hash-target";
import { usePageTitle } from "../../hooks/use-page-title";
import { ChartsCard } from "./charts/charts-card";
import { FilingSteps } from "./companies-house-filing/filing-steps";
import { DrilldownProvider } from "./drilldown/drilldown-context";
import { EmptyReports } from "./empty-reports";
import { FilingPackExportsCard } from "./filing-pack/filing-pack-exports-card";
import { HelpfulResourcesCard } from "./filing-pack/helpful-resources-card";
import { useSignature } from "./filing-pack/use-signature";
import { PeriodCard } from "./periods/period-card";
import { shownPeriod } from "./periods/period-options";
import { useReportPeriod } from "./periods/use-report-period";
import { ReadinessChecklist } from "./readiness/readiness-checklist";
import { ReportTabs } from "./report-tabs";
import type { ReportSet } from "./report-types";
import { SampleBanner } from "./sample-banner";
import { TaxDeadlinesCard } from "./tax-deadlines/tax-deadlines-card";
import { useChFormInputs } from "./use-ch-form-inputs";
import { useReportSet } from "./use-report-set";
import { VatCard } from "./vat/vat-card";
import { YearEndCard } from "./year-end/year-end-card";

const TITLE = "Financial Reports & Filing Packs";

function ReportsContent({ reports, sample }: { reports: ReportSet; sample: SampleReports | null }) {
  const chForm = useChFormInputs(reports, sample);
  const isSample = sample !== null;
  const [paymentOpen, setPaymentOpen] = useState(false);
  // The packs are the period shown (`?period=`, a closed year as it was closed), signed for its balance sheet date;
  // the filing steps file that same period, a closed year from what was kept at its close.
  const { period } = useReportPeriod();
  const { data: periods } = usePeriods(!isSample);
  const shown = period && periods ? shownPeriod(periods, period) : null;
  const closed = shown?.status === "closed" ? shown : null;
  const closedYear = closed && period ? { ref: period, startDate: closed.startDate, endDate: closed.endDate } : null;
  // A `?period=` not (yet) found among the company's periods offers no filing until it is.
  const filesFromApp = period === undefined || shown?.status === "open" || closedYear !== null;
  // One approval of the accounts: the packs download it and the filing steps file it.
  const signature = useSignature(!isSample, closed?.endDate);
  // The corporation tax report is the shown period's: its accounting periods name the computations.
  const tax = reports.corporationTax;
  const taxPeriods = tax?.available ? tax.periods : undefined;
  return (
    <DrilldownProvider sample={isSample}>
      {isSample && <SampleBanner companyName={sample.company.name} />}
      {!isSample && reports.profitLoss?.hasTransactions === false && <EmptyReports deadlines={reports.deadlines} />}
      {!isSample && <PeriodCard />}
      {!isSample && <ReadinessChecklist period={period} closed={closed !== null} />}
      <div className="grid gap-6 lg:grid-cols-2">
        <FilingPackExportsCard
          signature={signature}
          disabled={isSample}
          onPaymentRequired={() => setPaymentOpen(true)}
          accountingPeriods={taxPeriods}
          period={isSample ? undefined : period}
        />
        <HelpfulResourcesCard deadlines={reports.deadlines} />
      </div>
      {!isSample && filesFromApp && (
        // Keyed by the period: a closed year's step starts with its own empty fields, never another year's.
        <FilingSteps
          key={closedYear?.ref ?? "current"}
          signature={signature}
          onPaymentRequired={() => setPaymentOpen(true)}
          closedYear={closedYear}
        />
      )}
      <ReportTabs reports={reports} sample={isSample} chForm={chForm} />
      {!isSample && <VatCard />}
      {!isSample && <YearEndCard />}
      <TaxDeadlinesCard tax={reports.corporationTax} deadlines={reports.deadlines} />
      <ChartsCard monthly={reports.monthly} />
      <PaymentDialog open={paymentOpen} onOpenChange={setPaymentOpen} />
    </DrilldownProvider>
  );
}

/** /reports (spec part 2): the current company's reports when signed in, the sample company's when not. */
export function ReportsPage() {
  usePageTitle(TITLE);
  useScrollToHash();
  const state = useReportSet();
  return (
    <div className="space-y-6">
      <PageHeader
        title={TITLE}
        actions={
          state.status === "ready" &&
          !state.sample && (
            <Button variant="outline" size="sm" asChild>
              <Link href="/company">
                <Building2 aria-hidden />
                Company details
              </Link>
            </Button>
          )
        }
      />
      {state.status === "loading" && <Spinner label="Loading your reports" />}
      {state.status === "error" && (
        <Alert variant="destructive">
          <AlertDescription>{errorMessage(state.error, "The reports could not be loaded.")}</AlertDescription>
        </Alert>
      )}
      {state.status === "ready" && <ReportsContent reports={state.reports} sample={state.sample} />}
    </div>
  );
}
