import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { FixedAssetDto, FixedAssetPatchBody, FixedAssetsResponse } from "../../core/contracts";
import { queryKeys } from "./query-keys";
import { invalidateReports } from "./reports";
import { apiJson } from "./request";

/** `GET /api/fixed-assets`: the register, every purchase in a fixed-asset category. */
export function useFixedAssets(enabled = true) {
  return useQuery<FixedAssetsResponse>({ queryKey: queryKeys.fixedAssets, enabled });
}

/** `PATCH /api/fixed-assets/:id`; the capital allowances change, so the register and every report are read again. */
export function useUpdateFixedAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: FixedAssetPatchBody }) =>
      apiJson<FixedAssetDto>("PATCH", `/api/fixed-assets/${encodeURIComponent(id)}`, patch),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.fixedAssets }), invalidateReports(queryClient)]),
  });
}
