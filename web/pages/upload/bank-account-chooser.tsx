import { Landmark } from "lucide-react";
import type { ReactNode } from "react";
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

/** The choices of a bank account select: the files' accounts, the person's saved accounts, a new one. */
export function AccountOptionGroups({ options }: { options: readonly AccountOption[] }) {
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

/** The save card's bank account part, under its legend. */
export function AccountsFieldset({
  legend,
  disabled,
  children,
}: {
  legend: string;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    // min-w-0: a fieldset is as wide as its content by default, which pushes a long account name off a phone screen.
    <fieldset className="min-w-0 space-y-3" disabled={disabled}>
      <legend className="mb-2 flex items-center gap-2 font-medium text-sm">
        <Landmark className="size-4 text-primary" aria-hidden />
        {legend}
      </legend>
      {children}
    </fieldset>
  );
}

/** A labelled select of bank accounts. */
export function AccountSelect({
  id,
  label,
  options,
  value,
  onChange,
  disabled,
}: {
  id: string;
  label: string;
  options: readonly AccountOption[];
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onChange} disabled={disabled}>
        <SelectTrigger id={id} className="sm:max-w-md">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <AccountOptionGroups options={options} />
        </SelectContent>
      </Select>
    </div>
  );
}

const NEW_NAME_HINT = "An account with this name is used if you have one; otherwise it is created.";
export const DETECTED_NAME_HINT = "Saving makes a new account with this name: change it now if you like.";

/** The name of a new account, shown when "A new account" is chosen. */
export function NewAccountName({
  id,
  label,
  value,
  onChange,
  hint = NEW_NAME_HINT,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (name: string) => void;
  hint?: string;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        className="sm:max-w-md"
        maxLength={100}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="text-muted-foreground text-xs">
        {hint}
      </p>
    </div>
  );
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
  rename,
  disabled,
}: {
  options: readonly AccountOption[];
  value: string;
  onChange: (value: string) => void;
  newName: string;
  onNewNameChange: (name: string) => void;
  /** A detected account that saving creates: its name, shown to be changed at once. */
  rename?: { name: string; onChange: (name: string) => void } | null;
  disabled: boolean;
}) {
  const onlyNew = options.length === 1;
  return (
    <AccountsFieldset legend="Bank account" disabled={disabled}>
      {!onlyNew && (
        <AccountSelect
          id="upload-account"
          label="Save these transactions to"
          options={options}
          value={value}
          onChange={onChange}
          disabled={disabled}
        />
      )}
      {value === NEW_ACCOUNT && (
        <NewAccountName id="upload-account-name" label="Account name" value={newName} onChange={onNewNameChange} />
      )}
      {value !== NEW_ACCOUNT && rename && (
        <NewAccountName
          id="upload-detected-account-name"
          label="Name of the new account"
          value={rename.name}
          onChange={rename.onChange}
          hint={DETECTED_NAME_HINT}
        />
      )}
    </AccountsFieldset>
  );
}
