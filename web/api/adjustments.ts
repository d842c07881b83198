import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdjustmentBody, AdjustmentDto, AdjustmentPatchBody, AdjustmentsList } from "../../core/contracts";
import { periodReportQuery } from "./periods";
import { queryKeys } from "./query-keys";
import { invalidateReports } from "./reports";
import { apiJson } from "./request";

/** `GET /api/adjustments` for the period shown (`?period=`; absent: the current one). */
export function useAdjustments(period: string | undefined, enabled = true) {
  return useQuery<AdjustmentsList>({ ...periodReportQuery<AdjustmentsList>(queryKeys.adjustments, period), enabled });
}

/** An adjustment changes the profit and the balance sheet: the list and every report are read again. */
function useAdjustmentMutation<V>(mutationFn: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.adjustments }), invalidateReports(queryClient)]),
  });
}

export function useCreateAdjustment() {
  return useAdjustmentMutation((body: AdjustmentBody) => apiJson<AdjustmentDto>("POST", "/api/adjustments", body));
}

export function useUpdateAdjustment() {
  return useAdjustmentMutation(({ id, patch }: { id: string; patch: AdjustmentPatchBody }) =>
    apiJson<AdjustmentDto>("PATCH", `/api/adjustments/${encodeURIComponent(id)}`, patch),
  );
}

export function useDeleteAdjustment() {
  return useAdjustmentMutation((id: string) =>
    apiJson<{ ok: boolean }>("DELETE", `/api/adjustments/${encodeURIComponent(id)}`),
  );
}
