import { useMemo } from "react";
import { useBankAccounts } from "../../api/transactions";
import { accountBody, accountOptions, chosenValue } from "./account-choice";
import type { FileAccount } from "./merge-files";

/** The account choices for this upload, the one in force, and the body the save sends for it. */
export function useAccountChoice(fromFiles: readonly FileAccount[], picked: string | null, newName: string) {
  const { data: saved = [] } = useBankAccounts();
  return useMemo(() => {
    const options = accountOptions(fromFiles, saved);
    const value = chosenValue(options, picked);
    return { options, value, body: accountBody(value, fromFiles, newName) };
  }, [fromFiles, saved, picked, newName]);
}

export type AccountChoice = ReturnType<typeof useAccountChoice>;
