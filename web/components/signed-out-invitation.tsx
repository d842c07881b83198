import { LogIn, Upload } from "lucide-react";
import { Link } from "wouter";
import { startSignIn } from "../api/auth";
import { Button } from "./ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "./ui/card";

/** What a signed-out visitor sees instead of a table: why, and the two ways forward. */
export function SignedOutInvitation({
  title,
  description,
  next,
}: {
  title: string;
  description: string;
  next: string;
}) {
  return (
    <Card className="mx-auto max-w-xl">
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <Button onClick={() => startSignIn(next)}>
          <LogIn aria-hidden /> Sign In
        </Button>
        <Button variant="outline" asChild>
          <Link href="/upload">
            <Upload aria-hidden /> Upload a CSV
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
