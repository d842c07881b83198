import { Search } from "lucide-react";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";

/** Searches tickets by email, subject or tags as the admin types. */
export function TicketSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <search className="block w-full max-w-md space-y-1.5">
      <Label htmlFor="ticket-search">Search tickets</Label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          id="ticket-search"
          type="search"
          className="pl-9"
          placeholder="Email, subject or tags"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </search>
  );
}
