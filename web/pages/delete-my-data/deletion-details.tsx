import { Archive, ListChecks, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";

const DELETED = [
  "Your account: name, email address and profile picture",
  "Your companies, bank accounts and filings",
  "Bank statements and transactions, including the recycle bin",
  "Import history and your categorisation rules",
  "Sessions: you are signed out everywhere",
] as const;

const KEPT = [
  "Payment records the law requires us to keep (for 6 years) are kept, with your name and email removed.",
  "Support tickets you opened are kept without your email, subject or message: only their reference and status remain.",
] as const;

const CONSEQUENCES = [
  "You are signed out at once and your account no longer exists.",
  "Your transactions, reports and filing packs can no longer be viewed or downloaded. Download anything you need first.",
  "Nothing can be recovered: neither you nor we can undo the deletion.",
  "Copies in our backups are erased within 30 days.",
  "You can create a new account later, but it starts empty.",
] as const;

function DetailCard({ icon, title, items }: { icon: ReactNode; title: string; items: readonly string[] }) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle as="h2" className="flex items-center gap-2 text-base">
          {icon}
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="list-disc space-y-1.5 pl-5 text-sm">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** What the deletion erases, what the law makes us keep (anonymised), and what it means for the person. */
export function DeletionDetails() {
  return (
    <div className="grid gap-4">
      <DetailCard
        icon={<Trash2 className="size-4 text-destructive" aria-hidden />}
        title="What will be deleted"
        items={DELETED}
      />
      <DetailCard
        icon={<Archive className="size-4 text-muted-foreground" aria-hidden />}
        title="What we keep"
        items={KEPT}
      />
      <DetailCard
        icon={<ListChecks className="size-4 text-muted-foreground" aria-hidden />}
        title="What this means for you"
        items={CONSEQUENCES}
      />
    </div>
  );
}
