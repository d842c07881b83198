import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CompanyBody, CompanyDto } from "../../core/contracts";
import { queryKeys } from "./query-keys";
import { invalidateReports } from "./reports";
import { apiJson } from "./request";
import { showCompany } from "./shown-company";

/** A company of `GET /api/companies` (all of the user's; `current` marks the session's). */
export interface CompanyListItem {
  id: string;
  name: string;
  periodEnd: string | null;
  current: boolean;
}

/** `GET /api/company`: the current company. */
export function useCompany(enabled = true) {
  return useQuery<CompanyDto>({ queryKey: queryKeys.company, enabled });
}

export function useCompanies(enabled = true) {
  return useQuery<CompanyListItem[]>({ queryKey: queryKeys.companies, enabled });
}

/** PUT /api/company; afterwards the company, the company list, the period's answers and every report are refreshed. */
export function useSaveCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyBody) => apiJson<CompanyDto>("PUT", "/api/company", body),
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryKeys.company, saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.company }),
        queryClient.invalidateQueries({ queryKey: queryKeys.companies }),
        // The period confirmation and the notes are answered for the saved period: a new or changed period shows them.
        queryClient.invalidateQueries({ queryKey: queryKeys.periodAnswers }),
        invalidateReports(queryClient),
      ]);
    },
  });
}

/**
 * `POST /api/companies/{id}/select`. The current company changes what every page shows: this tab shows the selected
 * company from now on, and all queries refresh.
 */
export function useSelectCompany(options: { onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson("POST", `/api/companies/${id}/select`),
    onSuccess: (_answer, id) => {
      showCompany(id);
      return queryClient.invalidateQueries();
    },
    onError: options.onError,
  });
}

/** `POST /api/companies {name}` → the new company's id (selecting it is the caller's next step). */
export function useAddCompany(options: { onSuccess?: (created: { id: string }) => Promise<void> | void } = {}) {
  return useMutation({
    mutationFn: (name: string) => apiJson<{ id: string }>("POST", "/api/companies", { name }),
    onSuccess: options.onSuccess,
  });
}
