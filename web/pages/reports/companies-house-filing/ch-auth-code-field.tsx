import { useId } from "react";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";

/** The company authentication code: typed for each filing, sent once, never kept (not even by the browser). */
export function ChAuthCodeField(props: { value: string; onChange: (v: string) => void; disabled: boolean }) {
  const id = useId();
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>Company authentication code</Label>
      <Input
        id={id}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value.trim())}
        disabled={props.disabled}
        autoComplete="off"
        spellCheck={false}
        maxLength={6}
        className="max-w-40 font-mono uppercase"
        aria-describedby={`${id}-help`}
      />
      <p id={`${id}-help`} className="text-sm text-muted-foreground">
        The 6 letters and numbers in the letter Companies House posted to the company's registered office when the
        company was set up: the same code you use to sign in to Companies House's WebFiling. Lost it? Ask Companies
        House for a new one; it comes by post to the registered office. Microfile uses it for this filing only and never
        keeps it.
      </p>
    </div>
  );
}
