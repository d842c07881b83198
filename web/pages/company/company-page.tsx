import { LogIn } from "lucide-react";
import { Link } from "wouter";
import { startSignIn, useAuth } from "../../api/auth";
import { useCompany } from "../../api/company";
import { errorMessage } from "../../api/errors";
import { PageHeader } from "../../components/page-header";
import { Alert, AlertDescription } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { useScrollToHash } from "../../hooks/use-hash-target";
import { usePageTitle } from "../../hooks/use-page-title";
import { CompanyForm } from "./company-form";
import { FixedAssetsCard } from "./fixed-assets-card";
import { NotesSection } from "./notes-section";
import { OpeningCashByAccount } from "./opening-cash-by-account";
import { OpeningItemsCard } from "./opening-items-card";

function SignInToEdit() {
  return (
    <Card>
      <CardContent className="flex flex-col items-start gap-3 p-6">
        <p>Sign in to enter your company's details, period and opening balances.</p>
        <Button onClick={() => startSignIn("/company")}>
          <LogIn aria-hidden />
          Sign In
        </Button>
      </CardContent>
    </Card>
  );
}

function CompanyContent() {
  const { data, error, isLoading } = useCompany();
  if (isLoading) return <Spinner label="Loading your company" />;
  if (error || !data) {
    return (
      <Alert variant="destructive">
        <AlertDescription>{errorMessage(error, "The company could not be loaded.")}</AlertDescription>
      </Alert>
    );
  }
  // Keyed by id: switching company starts the forms afresh from that company.
  return (
    <>
      <CompanyForm key={data.id} company={data} />
      <OpeningCashByAccount key={`cash-${data.id}`} />
      <OpeningItemsCard key={`items-${data.id}`} company={data} />
      <FixedAssetsCard key={`assets-${data.id}`} />
      <NotesSection key={`notes-${data.id}`} />
    </>
  );
}

/** /company: the current company's details, period, tax settings and opening balances. */
export function CompanyPage() {
  usePageTitle("Company");
  useScrollToHash();
  const { user, isLoading } = useAuth();
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader
        title="Company"
        description="The details your accounts, tax and deadlines are worked out from."
        actions={
          <Button variant="outline" size="sm" asChild>
            <Link href="/reports">View reports</Link>
          </Button>
        }
      />
      {isLoading && <Spinner label="Checking your sign-in" />}
      {!isLoading && !user && <SignInToEdit />}
      {user && <CompanyContent />}
    </div>
  );
}
