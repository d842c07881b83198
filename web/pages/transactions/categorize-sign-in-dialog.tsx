import { LogIn } from "lucide-react";
import { startSignIn } from "../../api/auth";
import { Button } from "../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog";

/** Shown when categorising answers 401 (the session ended): sign in and come back here. */
export function CategorizeSignInDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Sign In Required</DialogTitle>
          <DialogDescription>
            You need to sign in before you can categorize transactions with AI. Your transactions stay saved; sign in
            and select Categorize Transactions again.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={() => startSignIn("/transactions")}>
            <LogIn aria-hidden /> Sign In
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
