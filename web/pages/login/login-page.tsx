import { ArrowLeft, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { Link, Redirect, useLocation, useSearch } from "wouter";
import { safeNextPath } from "../../../core/contracts/safe-next-path";
import { useAuth } from "../../api/auth";
import { type AccountMode, AccountTabs } from "../../components/account/account-tabs";
import { PublicLayout } from "../../components/public-layout/public-layout";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { usePageTitle } from "../../hooks/use-page-title";

/** Local accounts: sign in or create an account, then go back to `?next=` (a same-site path; default /upload). */
export function LoginPage() {
  usePageTitle("Sign in");
  const search = new URLSearchParams(useSearch());
  const next = safeNextPath(search.get("next"));
  const [, navigate] = useLocation();
  const { isAuthenticated, isLoading } = useAuth();
  const [mode, setMode] = useState<AccountMode>(search.get("mode") === "signup" ? "signup" : "signin");
  const [email, setEmail] = useState("");
  const [done, setDone] = useState(false);

  const finish = () => {
    setDone(true);
    navigate(next, { replace: true });
  };

  if (isAuthenticated && !done) return <Redirect to={next} replace />;

  return (
    <PublicLayout
      headerAction={
        <Button asChild variant="ghost" size="sm">
          <Link href="/">
            <ArrowLeft aria-hidden />
            Home
          </Link>
        </Button>
      }
    >
      <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-12 sm:py-16">
        <div className="space-y-2 text-center">
          <h1 className="text-3xl font-semibold tracking-tight">
            {mode === "signin" ? "Sign in to Microfile" : "Create your Microfile account"}
          </h1>
          <p className="text-muted-foreground">Your transactions are stored privately in your own account.</p>
        </div>
        <Card>
          <CardHeader className="pb-2">
            <CardDescription className="flex items-center gap-2">
              <ShieldCheck className="size-4 text-success" aria-hidden />
              Passwords are stored only as a one-way hash.
            </CardDescription>
          </CardHeader>
          <CardContent>
            {isLoading ? (
              <div className="grid h-40 place-items-center">
                <Spinner />
              </div>
            ) : (
              <AccountTabs
                mode={mode}
                onModeChange={setMode}
                email={email}
                onEmailChange={setEmail}
                onSuccess={finish}
              />
            )}
          </CardContent>
        </Card>
        <p className="text-center text-xs text-muted-foreground">
          By continuing you agree to our{" "}
          <Link href="/terms-of-service" className="underline">
            Terms of Service
          </Link>{" "}
          and{" "}
          <Link href="/privacy-policy" className="underline">
            Privacy Policy
          </Link>
          .
        </p>
      </div>
    </PublicLayout>
  );
}
