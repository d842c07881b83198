import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import type { BulkUpdateResponse, TransactionDto } from "../../core/contracts";
import type { VatRate } from "../../core/vat";
import { queryKeys } from "./query-keys";
import { apiJson } from "./request";
import { invalidateAfterTransactionChange } from "./transactions";

/** Shows the new rates at once while the list and the reports refresh. */
function withRates(qc: QueryClient, ids: readonly string[], vatRate: VatRate | null): void {
  const changed = new Set(ids);
  qc.setQueryData<TransactionDto[]>(queryKeys.transactions, (rows) =>
    rows?.map((tx) => (changed.has(tx.id) ? { ...tx, vatRate } : tx)),
  );
}

/** `PATCH /api/transactions/{id} { vatRate }` (null: the category's default); only for a VAT-registered company. */
export function useSetVatRate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, vatRate }: { id: string; vatRate: VatRate | null }) =>
      apiJson<unknown>("PATCH", `/api/transactions/${encodeURIComponent(id)}`, { vatRate }),
    onSuccess: (_res, { id, vatRate }) => {
      withRates(qc, [id], vatRate);
      void invalidateAfterTransactionChange(qc);
    },
  });
}

/** `POST /api/transactions/bulk-update { ids, vatRate }`: one rate for many rows, all or nothing. */
export function useBulkSetVatRate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, vatRate }: { ids: string[]; vatRate: VatRate | null }) =>
      apiJson<BulkUpdateResponse>("POST", "/api/transactions/bulk-update", { ids, vatRate }),
    onSuccess: (_res, { ids, vatRate }) => {
      withRates(qc, ids, vatRate);
      void invalidateAfterTransactionChange(qc);
    },
  });
}
