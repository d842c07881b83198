import { CircleCheck, FileDown, ListChecks, Upload } from "lucide-react";
import { Link } from "wouter";
import { Alert, AlertDescription, AlertTitle } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";

const NEXT_STEPS = [
  {
    title: "Download your filing packs",
    text: "On the Reports page, enter your name, confirm the accounts and download the Companies House and HMRC packs.",
  },
  {
    title: "Review and sign",
    text: "Check every figure, then have a director approve and sign the accounts.",
  },
  {
    title: "File with Companies House and HMRC",
    text: "File the accounts with Companies House and the CT600 with HMRC before their deadlines.",
  },
] as const;

/** The paid state: the banner, the next steps and the ways on (spec part 2, Payment success). */
export function PaymentReceived({ hasPendingUpload }: { hasPendingUpload: boolean }) {
  return (
    <div className="space-y-6">
      <Alert variant="success">
        <CircleCheck aria-hidden />
        <AlertTitle>Payment received</AlertTitle>
        <AlertDescription>
          Thank you. Your payment has been received, and this accounting period can now be saved and filed.
        </AlertDescription>
      </Alert>

      {hasPendingUpload && (
        <Alert>
          <Upload aria-hidden />
          <AlertTitle>Your upload is waiting</AlertTitle>
          <AlertDescription className="space-y-3">
            <p>The bank statement you were saving before checkout is kept in this browser. Finish saving it now.</p>
            <Button asChild size="sm">
              <Link href="/upload">Finish your upload</Link>
            </Button>
          </AlertDescription>
        </Alert>
      )}

      <Card>
        <CardHeader>
          <CardTitle as="h2" className="flex items-center gap-2">
            <ListChecks className="size-5 text-primary" aria-hidden />
            Next steps
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="space-y-4">
            {NEXT_STEPS.map((step, index) => (
              <li key={step.title} className="flex gap-3">
                <span
                  aria-hidden
                  className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
                >
                  {index + 1}
                </span>
                <div>
                  <p className="font-medium">{step.title}</p>
                  <p className="text-sm text-muted-foreground">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>

      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link href="/reports">
            <FileDown aria-hidden />
            Download Filing Packs
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/transactions">View Transactions</Link>
        </Button>
      </div>
    </div>
  );
}
