import { type FormEvent, useState } from "react";
import { useSignUp } from "../../api/auth";
import { errorMessage, readApiError } from "../../api/errors";
import { Button } from "../ui/button";
import { Input } from "../ui/input";
import { Label } from "../ui/label";
import { FormError } from "./form-error";
import { PasswordField } from "./password-field";

export const MIN_PASSWORD_LENGTH = 8;

export function CreateAccountForm({
  email,
  onEmailChange,
  onSuccess,
  onSignInInstead,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  onSuccess: () => void;
  onSignInInstead: () => void;
}) {
  const [firstName, setFirstName] = useState("");
  const [lastName, setLastName] = useState("");
  const [password, setPassword] = useState("");
  const [localError, setLocalError] = useState<string | null>(null);
  const signUp = useSignUp();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!firstName.trim() || !lastName.trim() || !email.trim()) {
      setLocalError("Please fill in your first name, last name and email.");
      return;
    }
    if (password.length < MIN_PASSWORD_LENGTH) {
      setLocalError(`Password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
      return;
    }
    setLocalError(null);
    signUp.mutate(
      { firstName: firstName.trim(), lastName: lastName.trim(), email: email.trim(), password },
      { onSuccess },
    );
  };

  const serverError = signUp.isError
    ? errorMessage(signUp.error, "Could not create the account. Please try again.")
    : null;
  const exists = signUp.isError && readApiError(signUp.error).status === 409;

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormError message={localError ?? serverError}>
        {exists && !localError && (
          <>
            {" "}
            <button type="button" onClick={onSignInInstead} className="font-medium underline underline-offset-2">
              Go to Sign in
            </button>
          </>
        )}
      </FormError>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor="signup-first-name">First name</Label>
          <Input
            id="signup-first-name"
            autoComplete="given-name"
            required
            value={firstName}
            onChange={(event) => setFirstName(event.target.value)}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor="signup-last-name">Last name</Label>
          <Input
            id="signup-last-name"
            autoComplete="family-name"
            required
            value={lastName}
            onChange={(event) => setLastName(event.target.value)}
          />
        </div>
      </div>
      <div className="space-y-2">
        <Label htmlFor="signup-email">Email</Label>
        <Input
          id="signup-email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="signup-password">Password</Label>
        <PasswordField
          id="signup-password"
          autoComplete="new-password"
          required
          aria-describedby="signup-password-hint"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <p id="signup-password-hint" className="text-xs text-muted-foreground">
          At least {MIN_PASSWORD_LENGTH} characters.
        </p>
      </div>
      <Button type="submit" className="w-full" disabled={signUp.isPending}>
        {signUp.isPending ? "Creating account…" : "Create Account"}
      </Button>
    </form>
  );
}
