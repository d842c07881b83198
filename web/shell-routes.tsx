import { Suspense } from "react";
import { Route, Switch } from "wouter";
import { PageFallback } from "./components/page-fallback";
import { AppShell } from "./components/shell/app-shell";
import { lazyPage } from "./lazy-page";

// The pages inside the sidebar layout. The shell stays on screen while a page's code loads.
const UploadPage = lazyPage(() => import("./pages/upload/upload-page"), "UploadPage");
export const TransactionsPage = lazyPage(() => import("./pages/transactions/transactions-page"), "TransactionsPage");
const RecycleBinPage = lazyPage(() => import("./pages/recycle-bin/recycle-bin-page"), "RecycleBinPage");
const ReportsPage = lazyPage(() => import("./pages/reports/reports-page"), "ReportsPage");
const CompanyPage = lazyPage(() => import("./pages/company/company-page"), "CompanyPage");
const AdminPage = lazyPage(() => import("./pages/admin/admin-page"), "AdminPage");
const AdminSupportPage = lazyPage(() => import("./pages/admin-support/admin-support-page"), "AdminSupportPage");
const StatusPage = lazyPage(() => import("./pages/status/status-page"), "StatusPage");
const NotFoundPage = lazyPage(() => import("./pages/not-found/not-found-page"), "NotFoundPage");

export function ShellRoutes() {
  return (
    <AppShell>
      <Suspense fallback={<PageFallback />}>
        <Switch>
          <Route path="/upload" component={UploadPage} />
          <Route path="/transactions" component={TransactionsPage} />
          <Route path="/recycle-bin" component={RecycleBinPage} />
          <Route path="/reports" component={ReportsPage} />
          <Route path="/company" component={CompanyPage} />
          <Route path="/admin" component={AdminPage} />
          <Route path="/admin/support" component={AdminSupportPage} />
          <Route path="/status" component={StatusPage} />
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </AppShell>
  );
}
