import { CircleHelp } from "lucide-react";
import { Button, type ButtonProps } from "../ui/button";
import { useSupportChat } from "./support-chat-context";

/**
 * The "Help" button of the header and the landing footer: opens the support chat. `iconOnlyOnPhone` keeps the word for
 * screen readers only below 640 px, where the header has no room for it.
 */
export function HelpButton({
  variant = "ghost",
  size = "sm",
  iconOnlyOnPhone = false,
  ...props
}: ButtonProps & { iconOnlyOnPhone?: boolean }) {
  const { open } = useSupportChat();
  return (
    <Button variant={variant} size={size} onClick={open} aria-haspopup="dialog" {...props}>
      <CircleHelp aria-hidden />
      <span className={iconOnlyOnPhone ? "sr-only sm:not-sr-only" : undefined}>Help</span>
    </Button>
  );
}
