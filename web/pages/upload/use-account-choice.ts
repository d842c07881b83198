import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useAuth } from "../../api/auth";
import { accountBody, accountOptions, type BankAccount, chosenValue } from "./account-choice";
import type { FileAccount } from "./merge-files";

export const BANK_ACCOUNTS_KEY = ["/api/bank-accounts"] as const;

/** The user's saved bank accounts; only asked for when signed in (the call needs a session). */
export function useBankAccounts() {
  const { isAuthenticated } = useAuth();
  return useQuery<BankAccount[]>({ queryKey: BANK_ACCOUNTS_KEY, enabled: isAuthenticated });
}

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
