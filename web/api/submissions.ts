import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type {
  ChAccountsSubmissionBody,
  ChFilingSettings,
  ChSubmission,
  ChSubmissionCreated,
  HmrcCt600SubmissionBody,
  HmrcFilingSettings,
  HmrcSubmission,
  HmrcSubmissionCreated,
} from "../../core/contracts";
import { isLiveChState } from "../../core/filing/companies-house/submission-steps";
import { withPeriod } from "./periods";
import { queryKeys } from "./query-keys";
import { apiJson } from "./request";

/** Filing the accounts with Companies House: `/api/submissions/companies-house/…`. */

/** Whether this installation can file with Companies House, and whether to its test service. */
export function useChFilingSettings(enabled = true) {
  return useQuery<ChFilingSettings>({ queryKey: queryKeys.chFilingSettings, enabled, staleTime: 5 * 60_000 });
}

/** While Companies House has not answered, how often the page asks again. */
export const LIVE_STATUS_POLL_MS = 1_500;

/**
 * The deadlines and the readiness check say whether a period is filed once a registry accepts it (the server moves
 * the accounts' version then): when the list shows a newly accepted submission, they are read again, so the page
 * stops warning of a late filing the moment it is accepted.
 */
function useReportsFollowAcceptance(list: readonly { id: string; state: string }[] | undefined): void {
  const queryClient = useQueryClient();
  const accepted = (list ?? [])
    .filter((s) => s.state === "accepted")
    .map((s) => s.id)
    .join(",");
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (list === undefined) return;
    if (seen.current !== null && seen.current !== accepted) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.deadlines });
      void queryClient.invalidateQueries({ queryKey: queryKeys.readiness });
    }
    seen.current = accepted;
  }, [accepted, list, queryClient]);
}

/** The current company's submissions, newest first; read again every moment while one waits for an answer. */
export function useChSubmissions(enabled = true) {
  const query = useQuery<ChSubmission[]>({
    queryKey: queryKeys.chSubmissions,
    enabled,
    refetchInterval: (query) =>
      (query.state.data ?? []).some((s) => isLiveChState(s.state)) ? LIVE_STATUS_POLL_MS : false,
  });
  useReportsFollowAcceptance(query.data);
  return query;
}

/**
 * `POST /api/submissions/companies-house/accounts` (202); the list is read again at once. `period`: the closed year
 * filed (`?period=`, as its packs are asked for); absent: the current period.
 */
export function useFileWithCompaniesHouse(period?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChAccountsSubmissionBody) =>
      apiJson<ChSubmissionCreated>("POST", withPeriod("/api/submissions/companies-house/accounts", period), body),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.chSubmissions });
    },
  });
}

/** Filing the company tax return with HMRC: `/api/submissions/hmrc/…`. */

/** Whether this installation is recognised by HMRC (it has a vendor ID), and whether it files as a test. */
export function useHmrcFilingSettings(enabled = true) {
  return useQuery<HmrcFilingSettings>({ queryKey: queryKeys.hmrcFilingSettings, enabled, staleTime: 5 * 60_000 });
}

/** The current company's CT600 submissions, newest first; read again every moment while one waits for HMRC. */
export function useHmrcSubmissions(enabled = true) {
  const query = useQuery<HmrcSubmission[]>({
    queryKey: queryKeys.hmrcSubmissions,
    enabled,
    refetchInterval: (query) =>
      (query.state.data ?? []).some((s) => s.state === "submitted") ? LIVE_STATUS_POLL_MS : false,
  });
  useReportsFollowAcceptance(query.data);
  return query;
}

/** `POST /api/submissions/hmrc/ct600` (202); the list is read again at once. `period`: as useFileWithCompaniesHouse. */
export function useFileWithHmrc(period?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HmrcCt600SubmissionBody) =>
      apiJson<HmrcSubmissionCreated>("POST", withPeriod("/api/submissions/hmrc/ct600", period), body),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.hmrcSubmissions });
    },
  });
}

/** Where an accepted return's receipt (a PDF with the XML sent inside) is downloaded. */
export const hmrcReceiptUrl = (id: string) => `/api/submissions/hmrc/ct600/${id}/receipt`;
