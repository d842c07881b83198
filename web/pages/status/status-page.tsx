import { CircleAlert, CircleCheck, RefreshCw } from "lucide-react";
import { alertsSentence, type CheckResult, emailAlertsOff, STATUS_CHECKS, useStatusChecks } from "../../api/status";
import { PageHeader } from "../../components/page-header";
import { Alert, AlertDescription, AlertTitle } from "../../components/ui/alert";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { usePageTitle } from "../../hooks/use-page-title";

/** The check whose answer says whether alerts are e-mailed. */
const SUPPORT_CHECK = STATUS_CHECKS.findIndex((check) => check.url === "/api/support/health");

function CheckCard({ name, url, result }: { name: string; url: string; result: CheckResult | undefined }) {
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-4 pb-3">
        <div className="space-y-1">
          <CardTitle as="h2" className="text-base">
            {name}
          </CardTitle>
          <CardDescription>
            <code>GET {url}</code>
          </CardDescription>
        </div>
        {result ? (
          <Badge variant={result.ok ? "default" : "destructive"} className={result.ok ? "bg-success" : undefined}>
            {result.ok ? <CircleCheck aria-hidden /> : <CircleAlert aria-hidden />}
            {result.ok ? "OK" : "Failed"}
            {result.status !== null && ` · HTTP ${result.status}`}
          </Badge>
        ) : (
          <Skeleton className="h-5 w-16" />
        )}
      </CardHeader>
      <CardContent>
        {result ? (
          <pre className="overflow-x-auto rounded-md bg-muted p-3 text-xs whitespace-pre-wrap break-all">
            {result.text || "(empty response)"}
          </pre>
        ) : (
          <Skeleton className="h-12 w-full" />
        )}
      </CardContent>
    </Card>
  );
}

/** System status (spec part 2 §2): runs both checks on every visit. */
export function StatusPage() {
  usePageTitle("System Status");
  const results = useStatusChecks();

  const done = results.every((result) => result.data !== undefined);
  const allOk = done && results.every((result) => result.data?.ok);
  const checking = results.some((result) => result.isFetching);
  const checkedAt = Math.max(...results.map((result) => result.dataUpdatedAt));

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="System Status"
        description="Live checks of the Microfile service, run when this page opens."
        actions={
          <Button
            variant="outline"
            onClick={() => {
              for (const result of results) void result.refetch();
            }}
            disabled={checking}
          >
            <RefreshCw className={checking ? "animate-spin" : undefined} aria-hidden />
            Check again
          </Button>
        }
      />

      <div aria-live="polite">
        {!done ? (
          <Alert>
            <RefreshCw className="animate-spin" aria-hidden />
            <AlertTitle>Checking…</AlertTitle>
          </Alert>
        ) : allOk ? (
          <Alert variant="success">
            <CircleCheck aria-hidden />
            <AlertTitle>All Systems Operational</AlertTitle>
            {checkedAt > 0 && (
              <AlertDescription>Checked at {new Date(checkedAt).toLocaleTimeString("en-GB")}.</AlertDescription>
            )}
          </Alert>
        ) : (
          <Alert variant="destructive">
            <CircleAlert aria-hidden />
            <AlertTitle>Issues Detected</AlertTitle>
            <AlertDescription>At least one check failed. Details are below.</AlertDescription>
          </Alert>
        )}
      </div>

      <div className="mt-6 grid gap-4">
        {STATUS_CHECKS.map((check, index) => (
          <CheckCard key={check.url} name={check.name} url={check.url} result={results[index]?.data} />
        ))}
      </div>

      <p className="mt-6 text-sm text-muted-foreground">
        {emailAlertsOff(results[SUPPORT_CHECK]?.data)
          ? "E-mail alerts are off on this server: no support address, mail server or monitor is set up, so nobody is e-mailed when a check fails."
          : alertsSentence(results[SUPPORT_CHECK]?.data)}
      </p>
    </div>
  );
}
