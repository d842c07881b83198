import { ExternalLink, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { type AccountMode, AccountTabs } from "../../components/account/account-tabs";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";

export const SIGN_IN_REQUIRED_TEXT =
  "You need to be signed in to save transactions to the database. This ensures your financial data is securely stored and private.";

/**
 * Spec §4 Save: signing in or creating an account happens in place, so the upload on screen is not lost; the
 * identity-provider route leaves the page, and the upload is kept in IndexedDB first.
 */
export function SignInDialog({
  open,
  rowCount,
  onCancel,
  onSignedIn,
  onIdentityProvider,
}: {
  open: boolean;
  rowCount: number;
  onCancel: () => void;
  onSignedIn: () => void;
  onIdentityProvider: () => void;
}) {
  const [mode, setMode] = useState<AccountMode>("signin");
  const [email, setEmail] = useState("");
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Sign In Required</DialogTitle>
          <DialogDescription>{SIGN_IN_REQUIRED_TEXT}</DialogDescription>
        </DialogHeader>
        <p className="flex items-start gap-2 rounded-md bg-muted/60 p-3 text-sm">
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
          <span>
            Your {rowCount.toLocaleString("en-GB")} transaction(s) stay on this page and are saved as soon as you are
            signed in.
          </span>
        </p>
        <AccountTabs
          mode={mode}
          onModeChange={setMode}
          email={email}
          onEmailChange={setEmail}
          onSuccess={onSignedIn}
          spacing="mt-4"
        />
        <div className="flex items-center gap-3 text-muted-foreground text-xs">
          <span className="h-px flex-1 bg-border" />
          or
          <span className="h-px flex-1 bg-border" />
        </div>
        <Button variant="outline" className="h-auto min-h-9 whitespace-normal py-2" onClick={onIdentityProvider}>
          <ExternalLink aria-hidden />
          Continue with your identity provider
        </Button>
      </DialogContent>
    </Dialog>
  );
}
