import { LogIn, Upload } from "lucide-react";
import { Link } from "wouter";
import { startSignIn } from "../../api/auth";
import { Alert, AlertDescription, AlertTitle } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";

/** Signed out, /reports shows the built-in sample company; this says so and offers the way to one's own. */
export function SampleBanner({ companyName }: { companyName: string }) {
  return (
    <Alert role="note" className="border-primary/40 bg-primary/5">
      <AlertTitle>Sample data — {companyName}</AlertTitle>
      <AlertDescription>
        <p>Sign in and upload your statements to see your own accounts.</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button size="sm" onClick={() => startSignIn("/reports")}>
            <LogIn aria-hidden />
            Sign In
          </Button>
          <Button size="sm" variant="outline" asChild>
            <Link href="/upload">
              <Upload aria-hidden />
              Upload
            </Link>
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}
