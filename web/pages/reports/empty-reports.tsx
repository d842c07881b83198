import { FileSpreadsheet } from "lucide-react";
import { Link } from "wouter";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";

/** Signed in with no transactions yet: where to start. */
export function EmptyReports() {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 p-10 text-center">
        <FileSpreadsheet className="size-10 text-muted-foreground" aria-hidden />
        <h2 className="text-lg font-semibold">No transactions yet</h2>
        <p className="max-w-md text-sm text-muted-foreground">
          Upload your bank statements and your Profit &amp; Loss, Balance Sheet, corporation tax and filing deadlines
          will appear here.
        </p>
        <Button asChild>
          <Link href="/upload">Upload bank statements</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
