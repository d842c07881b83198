import { LogIn } from "lucide-react";
import { startSignIn } from "../../api/auth";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";

/** Signed out: deleting data needs to know whose data it is. */
export function SignInRequiredCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Sign in to delete your data</CardTitle>
        <CardDescription>
          You need to sign in first, so we know which account to delete. After signing in you will come back to this
          page.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button onClick={() => startSignIn("/delete-my-data")}>
          <LogIn aria-hidden />
          Sign In
        </Button>
      </CardContent>
    </Card>
  );
}
