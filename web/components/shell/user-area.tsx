import { LogIn, LogOut } from "lucide-react";
import { signOut, startSignIn, useAuth } from "../../api/auth";
import { initialsFor } from "../../lib/initials";
import { clearSupportChatHistory } from "../support-chat/chat-history-storage";
import { Avatar, AvatarFallback, AvatarImage } from "../ui/avatar";
import { Button } from "../ui/button";
import { Skeleton } from "../ui/skeleton";

function displayName(user: { firstName: string | null; lastName: string | null; email: string | null }): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ").trim();
  return name || user.email || "Your account";
}

/** Signed out: "Sign In". Signed in: avatar (photo, else initials) and "Sign Out". */
export function UserArea() {
  const { user, isLoading } = useAuth();

  if (isLoading) return <Skeleton className="h-8 w-24" />;

  if (!user) {
    return (
      <Button size="sm" onClick={() => startSignIn()}>
        <LogIn aria-hidden />
        Sign In
      </Button>
    );
  }

  const name = displayName(user);
  return (
    <div className="flex items-center gap-2">
      <Avatar role="img" aria-label={`Signed in as ${name}`} title={name}>
        {user.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt="" />}
        <AvatarFallback aria-hidden>{initialsFor(user)}</AvatarFallback>
      </Avatar>
      <span className="hidden max-w-40 truncate text-sm font-medium lg:inline">{name}</span>
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          // The chat history may hold an e-mail address: it leaves with the user.
          clearSupportChatHistory();
          signOut();
        }}
      >
        <LogOut aria-hidden />
        <span className="sr-only sm:not-sr-only">Sign Out</span>
      </Button>
    </div>
  );
}
