import { type AccountOption, NEW_ACCOUNT } from "./account-choice";
import { AccountSelect, AccountsFieldset, DETECTED_NAME_HINT, NewAccountName } from "./bank-account-chooser";
import type { FileChoice } from "./use-account-choice";

/**
 * When the files come from different accounts, each file is saved to its own: the account it names is chosen for
 * it, and any file can be moved to another account or a new one.
 */
export function FileAccountChoosers({
  files,
  options,
  onChange,
  onNewNameChange,
  onRename,
  disabled,
}: {
  files: readonly FileChoice[];
  options: readonly AccountOption[];
  onChange: (fileName: string, value: string) => void;
  onNewNameChange: (fileName: string, name: string) => void;
  /** Renames the detected account a file's rows go to, before saving creates it. */
  onRename: (key: string, name: string) => void;
  disabled: boolean;
}) {
  return (
    <AccountsFieldset legend="Bank accounts" disabled={disabled}>
      <p className="text-muted-foreground text-sm">
        These files come from different accounts: each file's rows are saved to the account chosen for it.
      </p>
      {files.map((file, i) => (
        <div key={file.name} className="space-y-2">
          <AccountSelect
            id={`file-account-${i}`}
            label={`Save ${file.name} to`}
            options={options}
            value={file.value}
            onChange={(value) => onChange(file.name, value)}
            disabled={disabled}
          />
          {file.value === NEW_ACCOUNT && (
            <NewAccountName
              id={`file-account-name-${i}`}
              label={`Account name for ${file.name}`}
              value={file.newName}
              onChange={(name) => onNewNameChange(file.name, name)}
            />
          )}
          {file.value !== NEW_ACCOUNT && file.rename && (
            <NewAccountName
              id={`file-detected-account-name-${i}`}
              label={`Name of the new account for ${file.name}`}
              value={file.rename.name}
              onChange={(name) => onRename(file.rename!.key, name)}
              hint={DETECTED_NAME_HINT}
            />
          )}
        </div>
      ))}
    </AccountsFieldset>
  );
}
