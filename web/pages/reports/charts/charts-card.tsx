import { lazy, Suspense } from "react";
import type { MonthlyReport } from "../../../../core/contracts";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { ChartErrorBoundary } from "./chart-error-boundary";

// Recharts is large: it loads only when the charts are shown, after the reports themselves.
const ReportCharts = lazy(async () => ({ default: (await import("./report-charts")).ReportCharts }));

/** The monthly charts, lazy-loaded so the reports page stays fast. */
export function ChartsCard({ monthly }: { monthly: MonthlyReport | undefined }) {
  if (monthly && monthly.months.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Month by month</CardTitle>
      </CardHeader>
      <CardContent>
        {monthly ? (
          <ChartErrorBoundary>
            <Suspense fallback={<Skeleton className="h-64 w-full" />}>
              <ReportCharts monthly={monthly} />
            </Suspense>
          </ChartErrorBoundary>
        ) : (
          <Skeleton className="h-64 w-full" />
        )}
      </CardContent>
    </Card>
  );
}
