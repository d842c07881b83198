import { TriangleAlert } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { Link, useLocation } from "wouter";
import { useAuth } from "../../api/auth";
import { PublicLayout } from "../../components/public-layout/public-layout";
import { Alert, AlertDescription, AlertTitle } from "../../components/ui/alert";
import { Spinner } from "../../components/ui/spinner";
import { usePageTitle } from "../../hooks/use-page-title";
import { DeleteConfirmation } from "./delete-confirmation";
import { DeletionDetails } from "./deletion-details";
import { DeletionSuccessCard } from "./deletion-success-card";
import { SignInRequiredCard } from "./sign-in-required-card";
import { REDIRECT_AFTER_DELETE_MS, useDataDeletion } from "./use-data-deletion";

function useRedirectHomeAfterDeletion(deleted: boolean): void {
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!deleted) return;
    const timer = window.setTimeout(() => navigate("/", { replace: true }), REDIRECT_AFTER_DELETE_MS);
    return () => window.clearTimeout(timer);
  }, [deleted, navigate]);
}

function DeletionWarning() {
  return (
    <Alert variant="destructive" role="note">
      <TriangleAlert aria-hidden />
      <AlertTitle>This permanently deletes your account and all your data</AlertTitle>
      <AlertDescription>
        It cannot be undone. Download any reports or exports you need before you continue.
      </AlertDescription>
    </Alert>
  );
}

/** Delete My Data (spec part 2 §2), sidebar-free: erase the signed-in person's account and everything in it. */
export function DeleteMyDataPage() {
  usePageTitle("Delete My Data");
  const { user, isLoading } = useAuth();
  const deletion = useDataDeletion();
  useRedirectHomeAfterDeletion(deletion.isSuccess);

  // After success the session is gone and the auth query says "signed out": the success card still wins.
  let content: ReactNode;
  if (deletion.isSuccess) content = <DeletionSuccessCard />;
  else if (isLoading) content = <Spinner label="Checking your sign-in" />;
  else if (!user) content = <SignInRequiredCard />;
  else {
    content = (
      <>
        <DeletionWarning />
        <DeletionDetails />
        <DeleteConfirmation onConfirm={() => deletion.mutate()} isPending={deletion.isPending} />
      </>
    );
  }

  return (
    <PublicLayout>
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-12 sm:px-6">
        <div className="space-y-2">
          <h1 className="text-3xl font-semibold tracking-tight">Delete My Data</h1>
          <p className="text-muted-foreground">Permanently erase your Microfile account and everything in it.</p>
        </div>
        {content}
        <p className="text-sm text-muted-foreground">
          How we handle your data and your rights: read our{" "}
          <Link href="/privacy-policy" className="font-medium text-primary underline underline-offset-2">
            Privacy Policy
          </Link>{" "}
          and{" "}
          <Link href="/gdpr" className="font-medium text-primary underline underline-offset-2">
            GDPR Compliance
          </Link>{" "}
          page.
        </p>
      </div>
    </PublicLayout>
  );
}
