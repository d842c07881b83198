import { CircleCheck } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";

/** Shown once the data is gone, for the 3 seconds before the browser goes to /. */
export function DeletionSuccessCard() {
  return (
    <Card role="status" className="border-success/40">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-success">
          <CircleCheck className="size-5" aria-hidden />
          Your data has been deleted
        </CardTitle>
        <CardDescription>
          Your account and all its data have been permanently erased, and you have been signed out.
        </CardDescription>
      </CardHeader>
      <CardContent className="text-sm">Taking you to the home page in a few seconds…</CardContent>
    </Card>
  );
}
