import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { YearStepsDto } from "../../core/contracts";
import { useAuth } from "./auth";
import { queryKeys } from "./query-keys";
import { apiJson } from "./request";

/** `GET /api/year-steps`: where the current company's year stands (signed in only). */
export function useYearSteps() {
  const { isAuthenticated } = useAuth();
  return useQuery<YearStepsDto>({ queryKey: queryKeys.yearSteps, enabled: isAuthenticated });
}

/** `PUT /api/year-steps/adjustments`: "no year-end adjustments are needed" for the open period. */
export function useCheckAdjustments() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (checked: boolean) => apiJson<YearStepsDto>("PUT", "/api/year-steps/adjustments", { checked }),
    onSuccess: (steps) => qc.setQueryData(queryKeys.yearSteps, steps),
  });
}
