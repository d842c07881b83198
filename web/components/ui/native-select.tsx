import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

/**
 * The browser's own select, styled like Input: right for short lists in forms and dialogs (keyboard, screen
 * readers and phones handle it natively, and it needs no portal inside a dialog).
 */
export function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return (
    <select
      className={cn(
        "flex h-9 w-full min-w-0 rounded-md border border-input bg-background px-3 py-1 text-sm shadow-xs",
        "focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40",
        "disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive",
        className,
      )}
      {...props}
    />
  );
}
