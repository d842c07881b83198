import { FileSpreadsheet } from "lucide-react";
import { Link } from "wouter";
import type { DeadlinesReport } from "../../../core/contracts";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { emptyReportsText } from "./empty-reports-text";

/** Signed in with no transactions in the period: where to start, or that a dormant company's accounts are ready. */
export function EmptyReports({ deadlines }: { deadlines: DeadlinesReport | undefined }) {
  const text = emptyReportsText(deadlines);
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 p-10 text-center">
        <FileSpreadsheet className="size-10 text-muted-foreground" aria-hidden />
        <h2 className="text-lg font-semibold">{text.title}</h2>
        <p className="max-w-md text-sm text-muted-foreground">{text.body}</p>
        <Button asChild>
          <Link href="/upload">Upload bank statements</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
