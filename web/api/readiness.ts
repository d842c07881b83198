import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PeriodAnswers, PeriodAnswersPatch, Readiness } from "../../core/contracts/readiness";
import { periodReportQuery } from "./periods";
import { queryKeys } from "./query-keys";
import { invalidateReports } from "./reports";
import { apiJson } from "./request";

/**
 * Readiness to sign and file, of the current period or of the closed one `period` names (`?period=`). The checks
 * live under /api/reports/, so every change that refreshes the reports (transactions, company settings, opening
 * balances) refreshes them too.
 */
export function useReadiness(enabled = true, period?: string) {
  return useQuery<Readiness>({ ...periodReportQuery<Readiness>(queryKeys.readiness, period), enabled });
}

/** `GET /api/period-answers`: what the director has confirmed for the current period. */
export function usePeriodAnswers(enabled = true) {
  return useQuery<PeriodAnswers>({ queryKey: queryKeys.periodAnswers, enabled });
}

/** `PATCH /api/period-answers`; the answers change the checks (and the notes the packs state), so both refresh. */
export function useSavePeriodAnswers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: PeriodAnswersPatch) => apiJson<PeriodAnswers>("PATCH", "/api/period-answers", patch),
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryKeys.periodAnswers, saved);
      await queryClient.invalidateQueries({ queryKey: queryKeys.readiness });
    },
  });
}

/**
 * `PATCH /api/period-answers` with the bank's balance at the period end for one account ("" clears it): the cash
 * check is part of every report's accounts, so the reports (the Balance Sheet, the readiness checks) refresh.
 */
export function useSaveStatedBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bankAccountId, balance }: { bankAccountId: string; balance: string }) =>
      apiJson<PeriodAnswers>("PATCH", "/api/period-answers", { statedBalances: { [bankAccountId]: balance } }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryKeys.periodAnswers, saved);
      await invalidateReports(queryClient);
    },
  });
}

/**
 * `PATCH /api/period-answers` with the director's "the company had no bank account in this period": the year steps
 * go past uploading while there are no transactions, and the answer moves the accounts version, so every report
 * (the steps among them) refreshes.
 */
export function useSaveNoBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noBankAccount: boolean) => apiJson<PeriodAnswers>("PATCH", "/api/period-answers", { noBankAccount }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryKeys.periodAnswers, saved);
      await invalidateReports(queryClient);
    },
  });
}
