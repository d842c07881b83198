import { Landmark } from "lucide-react";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectTrigger,
  SelectValue,
} from "../../components/ui/select";
import { type AccountOption, NEW_ACCOUNT } from "./account-choice";

const GROUP_LABELS: Record<AccountOption["group"], string> = {
  file: "Found in your files",
  saved: "Your accounts",
  new: "Other",
};

function Groups({ options }: { options: readonly AccountOption[] }) {
  const groups = (["file", "saved", "new"] as const).filter((g) => options.some((o) => o.group === g));
  return groups.map((group) => (
    <SelectGroup key={group}>
      <SelectLabel>{GROUP_LABELS[group]}</SelectLabel>
      {options
        .filter((o) => o.group === group)
        .map((o) => (
          <SelectItem key={o.value} value={o.value}>
            {o.label}
          </SelectItem>
        ))}
    </SelectGroup>
  ));
}

/**
 * Which bank account the rows belong to: the one named in the file when there is one, else one of the user's
 * accounts, else a new account by name ('Main account' unless changed).
 */
export function BankAccountChooser({
  options,
  value,
  onChange,
  newName,
  onNewNameChange,
  distinctFileAccounts,
  disabled,
}: {
  options: readonly AccountOption[];
  value: string;
  onChange: (value: string) => void;
  newName: string;
  onNewNameChange: (name: string) => void;
  distinctFileAccounts: number;
  disabled: boolean;
}) {
  const onlyNew = options.length === 1;
  return (
    // min-w-0: a fieldset is as wide as its content by default, which pushes a long account name off a phone screen.
    <fieldset className="min-w-0 space-y-3" disabled={disabled}>
      <legend className="mb-2 flex items-center gap-2 font-medium text-sm">
        <Landmark className="size-4 text-primary" aria-hidden />
        Bank account
      </legend>
      {!onlyNew && (
        <div className="space-y-1.5">
          <Label htmlFor="upload-account">Save these transactions to</Label>
          <Select value={value} onValueChange={onChange} disabled={disabled}>
            <SelectTrigger id="upload-account" className="sm:max-w-md">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <Groups options={options} />
            </SelectContent>
          </Select>
        </div>
      )}
      {value === NEW_ACCOUNT && (
        <div className="space-y-1.5">
          <Label htmlFor="upload-account-name">Account name</Label>
          <Input
            id="upload-account-name"
            className="sm:max-w-md"
            maxLength={100}
            value={newName}
            onChange={(event) => onNewNameChange(event.target.value)}
            aria-describedby="upload-account-name-hint"
          />
          <p id="upload-account-name-hint" className="text-muted-foreground text-xs">
            An account with this name is used if you have one; otherwise it is created.
          </p>
        </div>
      )}
      {distinctFileAccounts > 1 && (
        <p className="text-muted-foreground text-sm">
          These files come from {distinctFileAccounts} different accounts. Every row is saved to the account chosen
          here; to keep accounts apart, upload each account's files on their own.
        </p>
      )}
    </fieldset>
  );
}
