import { RefreshCw } from "lucide-react";
import type { ReactNode } from "react";
import { useAuth } from "../../api/auth";
import { errorMessage, readApiError } from "../../api/errors";
import { NoAccessPanel, SignInPanel } from "../../components/admin-access-panels";
import { PageHeader } from "../../components/page-header";
import { Alert, AlertDescription, AlertTitle } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { Spinner } from "../../components/ui/spinner";
import { usePageTitle } from "../../hooks/use-page-title";

const ADMIN_PAGE = { subject: "The admin dashboard", object: "the admin dashboard", path: "/admin" };

import { useAdminDashboard, useRefreshDashboard } from "../../api/admin";
import { FilingsPanel } from "./filings-panel";
import { PaymentsTable } from "./payments-table";
import { StatCards } from "./stat-cards";
import { SubmissionsTable } from "./submissions-table";
import { SystemStatusLine } from "./system-status-line";

const TITLE = "Admin Dashboard";

function RefreshButton() {
  const { refresh, isRefreshing } = useRefreshDashboard();
  return (
    <Button variant="outline" onClick={() => void refresh()} disabled={isRefreshing} aria-busy={isRefreshing}>
      <RefreshCw className={isRefreshing ? "animate-spin" : undefined} aria-hidden />
      Refresh
    </Button>
  );
}

/** Counts, system status, filings (with search) and payments; a 401 or 403 from a read shows the matching panel. */
function Dashboard() {
  const { summary, filings, payments, health, submissions, firstError } = useAdminDashboard();
  const status = firstError ? readApiError(firstError).status : null;
  if (status === 401) return <SignInPanel {...ADMIN_PAGE} />;
  if (status === 403) return <NoAccessPanel {...ADMIN_PAGE} />;

  return (
    <div className="space-y-6">
      {firstError && (
        <Alert variant="destructive">
          <AlertTitle>Some of the dashboard could not be loaded</AlertTitle>
          <AlertDescription>{errorMessage(firstError, "Please try Refresh in a moment.")}</AlertDescription>
        </Alert>
      )}
      <StatCards summary={summary.data} />
      <SystemStatusLine health={health.data} />
      <FilingsPanel filings={filings.data} />
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="text-base">
            Payments
          </CardTitle>
        </CardHeader>
        <CardContent>
          {payments.data ? (
            <PaymentsTable payments={payments.data} />
          ) : (
            <div className="space-y-2" role="status" aria-label="Loading payments">
              <Skeleton className="h-9 w-full" />
              <Skeleton className="h-9 w-full" />
            </div>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="text-base">
            Submissions to Companies House and HMRC
          </CardTitle>
        </CardHeader>
        <CardContent>
          {submissions.data ? (
            <SubmissionsTable submissions={submissions.data} />
          ) : (
            <div className="space-y-2" role="status" aria-label="Loading submissions">
              <Skeleton className="h-9 w-full" />
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

/** Admin Dashboard (spec part 2 §2): filings, payments and system health. Admins only (checked by the server too). */
export function AdminPage() {
  usePageTitle(TITLE);
  const { user, isLoading } = useAuth();
  const isAdmin = user?.isAdmin === true;

  let content: ReactNode;
  if (isLoading) content = <Spinner label="Checking your access" />;
  else if (!user) content = <SignInPanel {...ADMIN_PAGE} />;
  else if (!isAdmin) content = <NoAccessPanel {...ADMIN_PAGE} />;
  else content = <Dashboard />;

  return (
    <>
      <PageHeader
        title={TITLE}
        description={isAdmin ? "Filings, payments, submissions and the state of the system." : undefined}
        actions={isAdmin && <RefreshButton />}
      />
      {content}
    </>
  );
}
