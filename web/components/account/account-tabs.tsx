import { Tabs, TabsContent, TabsList, TabsTrigger } from "../ui/tabs";
import { CreateAccountForm } from "./create-account-form";
import { SignInForm } from "./sign-in-form";

export type AccountMode = "signin" | "signup";

/**
 * Sign in or create an account, on two tabs that share the email typed so far: the login page and the upload's
 * sign-in dialog both show it. "Go to Sign in" (an account that already exists) switches tabs.
 */
export function AccountTabs({
  mode,
  onModeChange,
  email,
  onEmailChange,
  onSuccess,
  spacing = "mt-6",
}: {
  mode: AccountMode;
  onModeChange: (mode: AccountMode) => void;
  email: string;
  onEmailChange: (email: string) => void;
  onSuccess: () => void;
  /** Space between the tab list and the form. */
  spacing?: string;
}) {
  return (
    <Tabs value={mode} onValueChange={(value) => onModeChange(value as AccountMode)}>
      <TabsList className="w-full">
        <TabsTrigger value="signin">Sign in</TabsTrigger>
        <TabsTrigger value="signup">Create account</TabsTrigger>
      </TabsList>
      <TabsContent value="signin" className={spacing}>
        <SignInForm email={email} onEmailChange={onEmailChange} onSuccess={onSuccess} />
      </TabsContent>
      <TabsContent value="signup" className={spacing}>
        <CreateAccountForm
          email={email}
          onEmailChange={onEmailChange}
          onSuccess={onSuccess}
          onSignInInstead={() => onModeChange("signin")}
        />
      </TabsContent>
    </Tabs>
  );
}
