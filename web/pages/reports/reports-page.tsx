import { Building2 } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import type { SampleReports } from "../../../core/contracts";
import { errorMessage } from "../../api/errors";
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
  // One approval of the accounts: the packs download it and the filing steps file it.
  const signature = useSignature(!isSample);
  // The packs are the current period's: its accounting periods name the computations (a closed one shown is not it).
  const { period: shownPeriod } = useReportPeriod();
  const tax = reports.corporationTax;
  const taxPeriods = shownPeriod === undefined && tax?.available ? tax.periods : undefined;
  return (
    <DrilldownProvider sample={isSample}>
      {isSample && <SampleBanner companyName={sample.company.name} />}
      {!isSample && reports.profitLoss?.hasTransactions === false && <EmptyReports />}
      {!isSample && <PeriodCard />}
      {!isSample && <ReadinessChecklist />}
      <div className="grid gap-6 lg:grid-cols-2">
        <FilingPackExportsCard
          signature={signature}
          disabled={isSample}
          onPaymentRequired={() => setPaymentOpen(true)}
          accountingPeriods={taxPeriods}
        />
        <HelpfulResourcesCard />
      </div>
      {!isSample && <FilingSteps signature={signature} onPaymentRequired={() => setPaymentOpen(true)} />}
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
