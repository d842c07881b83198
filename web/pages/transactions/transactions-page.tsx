import { useAuth } from "../../api/auth";
import { PageHeader } from "../../components/page-header";
import { SignedOutInvitation } from "../../components/signed-out-invitation";
import { Spinner } from "../../components/ui/spinner";
import { usePageTitle } from "../../hooks/use-page-title";
import { TransactionsWorkspace } from "./transactions-workspace";

/** /transactions: every saved transaction with totals, reconciliation, categories and their reasons. */
export function TransactionsPage() {
  usePageTitle("Transactions");
  const { isAuthenticated, isLoading } = useAuth();
  if (isLoading) {
    return (
      <>
        <PageHeader title="Transactions" />
        <div className="flex justify-center py-16">
          <Spinner label="Loading" />
        </div>
      </>
    );
  }
  if (!isAuthenticated) {
    return (
      <>
        <PageHeader title="Transactions" />
        <SignedOutInvitation
          title="Sign in to see your transactions"
          description="Your saved bank transactions, their categories and your totals appear here. Sign in, or upload a bank statement CSV to get started."
          next="/transactions"
        />
      </>
    );
  }
  return <TransactionsWorkspace />;
}
