import { Search, X } from "lucide-react";
import { type FormEvent, useId } from "react";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";

/** Search filings by company name or user ID; Enter or the Search button runs it. */
export function FilingSearch({
  value,
  onChange,
  onSubmit,
  onClear,
  active,
  busy,
}: {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  onClear: () => void;
  /** A search is showing its results. */
  active: boolean;
  busy: boolean;
}) {
  const inputId = useId();
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <search className="block w-full max-w-xl">
      <form onSubmit={submit} className="space-y-1.5">
        <Label htmlFor={inputId}>Search filings</Label>
        <div className="flex gap-2">
          <Input
            id={inputId}
            type="search"
            placeholder="Company name or user ID"
            value={value}
            maxLength={200}
            onChange={(event) => onChange(event.target.value)}
          />
          <Button type="submit" aria-busy={busy}>
            <Search aria-hidden />
            Search
          </Button>
          {active && (
            <Button type="button" variant="ghost" onClick={onClear}>
              <X aria-hidden />
              Clear
            </Button>
          )}
        </div>
      </form>
    </search>
  );
}
