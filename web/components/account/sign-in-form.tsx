import { type FormEvent, useState } from "react";
import { useSignIn } from "../../api/auth";
import { errorMessage } from "../../api/errors";
import { Button } from "../ui/button";
import { Input } from "../ui/input";
import { Label } from "../ui/label";
import { FormError } from "./form-error";
import { PasswordField } from "./password-field";

export function SignInForm({
  email,
  onEmailChange,
  onSuccess,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  onSuccess: () => void;
}) {
  const [password, setPassword] = useState("");
  const [localError, setLocalError] = useState<string | null>(null);
  const signIn = useSignIn();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setLocalError("Please enter your email and password.");
      return;
    }
    setLocalError(null);
    signIn.mutate({ email: email.trim(), password }, { onSuccess });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormError
        message={
          localError ?? (signIn.isError ? errorMessage(signIn.error, "Sign-in failed. Please try again.") : null)
        }
      />
      <div className="space-y-2">
        <Label htmlFor="signin-email">Email</Label>
        <Input
          id="signin-email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="signin-password">Password</Label>
        <PasswordField
          id="signin-password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      <Button type="submit" className="w-full" disabled={signIn.isPending}>
        {signIn.isPending ? "Signing in…" : "Sign In"}
      </Button>
    </form>
  );
}
