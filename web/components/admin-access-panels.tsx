import { LogIn, ShieldAlert } from "lucide-react";
import { Link } from "wouter";
import { startSignIn } from "../api/auth";
import { Button } from "./ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "./ui/card";

/** What an admin page is called in its panels ("Support tickets are…", "Sign in to see support tickets"). */
export interface AdminPageNames {
  /** Subject of "… are/is for Microfile administrators only", e.g. "Support tickets". */
  subject: string;
  /** Object of "Sign in to see …", e.g. "support tickets". */
  object: string;
  /** Where to come back after sign-in. */
  path: string;
}

/** Signed in, but not an administrator. */
export function NoAccessPanel({ subject }: Pick<AdminPageNames, "subject">) {
  return (
    <Card className="max-w-xl">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <ShieldAlert className="size-5 text-destructive" aria-hidden />
          You don't have access to this page
        </CardTitle>
        <CardDescription>
          {subject} {subject.endsWith("s") ? "are" : "is"} for Microfile administrators only. If you need help, use the
          Help button to contact support.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <Link href="/upload">Back to Upload</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** Signed out: ask to sign in and come back here. */
export function SignInPanel({ object, path }: Pick<AdminPageNames, "object" | "path">) {
  return (
    <Card className="max-w-xl">
      <CardHeader>
        <CardTitle as="h2">Sign in to see {object}</CardTitle>
        <CardDescription>This page is for Microfile administrators. Please sign in first.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button onClick={() => startSignIn(path)}>
          <LogIn aria-hidden />
          Sign In
        </Button>
      </CardContent>
    </Card>
  );
}
