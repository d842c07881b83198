import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BankAccountDto } from "../../core/contracts";
import { type Pence, toDecimalString } from "../../core/money";
import { queryKeys } from "./query-keys";
import { invalidateReports } from "./reports";
import { apiJson } from "./request";

/** One account's opening cash in pence; null clears it. */
export interface OpeningCashEntry {
  id: string;
  openingCash: Pence | null;
}

/** The body of `PUT /api/bank-accounts/opening-cash`: pence become the house's decimal strings here. */
export function openingCashBody(entries: readonly OpeningCashEntry[]) {
  return {
    accounts: entries.map((e) => ({
      id: e.id,
      openingCash: e.openingCash === null ? null : toDecimalString(e.openingCash),
    })),
  };
}

/** Saves each account's opening cash; the accounts and every report are refreshed, as the cash check uses them. */
export function useSaveOpeningCash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entries: readonly OpeningCashEntry[]) =>
      apiJson<BankAccountDto[]>("PUT", "/api/bank-accounts/opening-cash", openingCashBody(entries)),
    onSuccess: async (accounts) => {
      queryClient.setQueryData(queryKeys.bankAccounts, accounts);
      await invalidateReports(queryClient);
    },
  });
}
