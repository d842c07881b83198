import type { ReactNode } from "react";
import { useAuth } from "../../api/auth";
import { NoAccessPanel, SignInPanel } from "../../components/admin-access-panels";
import { PageHeader } from "../../components/page-header";
import { Spinner } from "../../components/ui/spinner";
import { usePageTitle } from "../../hooks/use-page-title";
import { SUPPORT_PAGE } from "./support-page-names";
import { TicketDetailsCard } from "./ticket-details-card";
import { TicketListPanel } from "./ticket-list-panel";

/** Admin Support Tickets (spec part 2 §2): search, status badges and a status selector per ticket. Admins only. */
export function AdminSupportPage() {
  usePageTitle("Support Tickets");
  const { user, isLoading } = useAuth();

  let content: ReactNode;
  if (isLoading) content = <Spinner label="Checking your access" />;
  else if (!user) content = <SignInPanel {...SUPPORT_PAGE} />;
  else if (!user.isAdmin) content = <NoAccessPanel {...SUPPORT_PAGE} />;
  else {
    content = (
      <div className="space-y-6">
        <TicketListPanel />
        <TicketDetailsCard />
      </div>
    );
  }

  return (
    <>
      <PageHeader title="Support Tickets" description="Tickets opened from the support chat." />
      {content}
    </>
  );
}
