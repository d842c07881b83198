import { FileQuestion } from "lucide-react";
import { Link } from "wouter";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { usePageTitle } from "../../hooks/use-page-title";

/** Any path without a page of its own. */
export function NotFoundPage() {
  usePageTitle("Page not found");
  return (
    <div className="grid min-h-[60vh] place-items-center">
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col items-center gap-4 p-8 text-center">
          <FileQuestion className="size-10 text-muted-foreground" aria-hidden />
          <h1 className="text-2xl font-semibold tracking-tight">404 Page Not Found</h1>
          <p className="text-muted-foreground">
            There is no page at this address. It may have moved, or the link may be mistyped.
          </p>
          <Button asChild>
            <Link href="/">Go to the home page</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
