import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  ChAccountsSubmissionBody,
  ChFilingSettings,
  ChSubmission,
  ChSubmissionCreated,
} from "../../core/contracts";
import { isLiveChState } from "../../core/filing/companies-house/submission-steps";
import { queryKeys } from "./query-keys";
import { apiJson } from "./request";

/** Filing the accounts with Companies House: `/api/submissions/companies-house/…`. */

/** Whether this installation can file with Companies House, and whether to its test service. */
export function useChFilingSettings(enabled = true) {
  return useQuery<ChFilingSettings>({ queryKey: queryKeys.chFilingSettings, enabled, staleTime: 5 * 60_000 });
}

/** While Companies House has not answered, how often the page asks again. */
export const LIVE_STATUS_POLL_MS = 1_500;

/** The current company's submissions, newest first; read again every moment while one waits for an answer. */
export function useChSubmissions(enabled = true) {
  return useQuery<ChSubmission[]>({
    queryKey: queryKeys.chSubmissions,
    enabled,
    refetchInterval: (query) =>
      (query.state.data ?? []).some((s) => isLiveChState(s.state)) ? LIVE_STATUS_POLL_MS : false,
  });
}

/** `POST /api/submissions/companies-house/accounts` (202); the list is read again at once. */
export function useFileWithCompaniesHouse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChAccountsSubmissionBody) =>
      apiJson<ChSubmissionCreated>("POST", "/api/submissions/companies-house/accounts", body),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.chSubmissions });
    },
  });
}
