import { Suspense } from "react";
import { Route, Switch } from "wouter";
import { PageFallback } from "./components/page-fallback";
import { ScrollToTop } from "./components/scroll-to-top";
import { lazyPage } from "./lazy-page";

// Every page is its own chunk, so "/" loads only the providers and the landing page.
// Sidebar-free pages (spec part 2 §2): /, /privacy-policy, /terms-of-service, /gdpr, /delete-my-data,
// /payment-success, and /login. Everything else, the 404 page included, sits inside the sidebar layout.
const LandingPage = lazyPage(() => import("./pages/landing/landing-page"), "LandingPage");
const PrivacyPolicyPage = lazyPage(() => import("./pages/privacy-policy/privacy-policy-page"), "PrivacyPolicyPage");
const TermsOfServicePage = lazyPage(
  () => import("./pages/terms-of-service/terms-of-service-page"),
  "TermsOfServicePage",
);
const GdprPage = lazyPage(() => import("./pages/gdpr/gdpr-page"), "GdprPage");
const DeleteMyDataPage = lazyPage(() => import("./pages/delete-my-data/delete-my-data-page"), "DeleteMyDataPage");
const PaymentSuccessPage = lazyPage(() => import("./pages/payment-success/payment-success-page"), "PaymentSuccessPage");
const LoginPage = lazyPage(() => import("./pages/login/login-page"), "LoginPage");
export const ShellRoutes = lazyPage(() => import("./shell-routes"), "ShellRoutes");

export function AppRouter() {
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={<PageFallback fullScreen />}>
        <Switch>
          <Route path="/" component={LandingPage} />
          <Route path="/privacy-policy" component={PrivacyPolicyPage} />
          <Route path="/terms-of-service" component={TermsOfServicePage} />
          <Route path="/gdpr" component={GdprPage} />
          <Route path="/delete-my-data" component={DeleteMyDataPage} />
          <Route path="/payment-success" component={PaymentSuccessPage} />
          <Route path="/login" component={LoginPage} />
          <Route component={ShellRoutes} />
        </Switch>
      </Suspense>
    </>
  );
}
