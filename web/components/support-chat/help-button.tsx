import { CircleHelp } from "lucide-react";
import { Button, type ButtonProps } from "../ui/button";
import { useSupportChat } from "./support-chat-context";

/** The "Help" button of the header and the landing footer: opens the support chat. */
export function HelpButton({ variant = "ghost", size = "sm", ...props }: ButtonProps) {
  const { open } = useSupportChat();
  return (
    <Button variant={variant} size={size} onClick={open} aria-haspopup="dialog" {...props}>
      <CircleHelp aria-hidden />
      Help
    </Button>
  );
}
