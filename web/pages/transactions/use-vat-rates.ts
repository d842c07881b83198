import { useCallback } from "react";
import type { TransactionDto } from "../../../core/contracts";
import { VAT_RATE_LABELS, type VatRate } from "../../../core/vat";
import { useCompany } from "../../api/company";
import { errorMessage } from "../../api/errors";
import { useBulkSetVatRate, useSetVatRate } from "../../api/vat-rates";
import { toast } from "../../components/ui/use-toast";

const rateText = (rate: VatRate | null) => (rate === null ? "its category's default" : VAT_RATE_LABELS[rate]);

const failed = (error: unknown) =>
  toast({
    variant: "destructive",
    title: "VAT Rate Not Saved",
    description: errorMessage(error, "Failed to update the VAT rate"),
  });

/**
 * VAT rates on the Transactions page, only for a VAT-registered company (`enabled`): one row's (PATCH) and the
 * selected rows' (bulk update, all or nothing).
 */
export function useVatRates(onBulkDone: () => void) {
  const { data: company } = useCompany();
  const setOne = useSetVatRate();
  const setMany = useBulkSetVatRate();

  const choose = useCallback(
    (tx: TransactionDto, vatRate: VatRate | null) =>
      setOne.mutate(
        { id: tx.id, vatRate },
        {
          onSuccess: () =>
            toast({ title: "VAT Rate Updated", description: `${tx.description} now uses ${rateText(vatRate)}.` }),
          onError: failed,
        },
      ),
    [setOne.mutate],
  );

  const setSelected = useCallback(
    (ids: string[], vatRate: VatRate | null) =>
      setMany.mutate(
        { ids, vatRate },
        {
          onSuccess: ({ updated }) => {
            onBulkDone();
            toast({
              title: "VAT Rates Updated",
              description: `${updated} transaction(s) now use ${rateText(vatRate)}.`,
            });
          },
          onError: failed,
        },
      ),
    [setMany.mutate, onBulkDone],
  );

  return { enabled: company?.vatRegistered === true, choose, setSelected, isBulkPending: setMany.isPending };
}
