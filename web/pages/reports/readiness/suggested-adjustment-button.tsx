import { useQueryClient } from "@tanstack/react-query";
import type { SuggestedAdjustment } from "../../../../core/contracts/readiness";
import { useCreateAdjustment } from "../../../api/adjustments";
import { errorMessage } from "../../../api/errors";
import { queryKeys } from "../../../api/query-keys";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../components/ui/use-toast";

/** Adds the year-end adjustment a check suggests in one click; the checklist is read again once it is saved. */
export function SuggestedAdjustmentButton({ suggestion }: { suggestion: SuggestedAdjustment }) {
  const create = useCreateAdjustment();
  const queryClient = useQueryClient();
  const add = () =>
    create.mutate(
      { ...suggestion, date: null },
      {
        onSuccess: () => {
          void queryClient.invalidateQueries({ queryKey: queryKeys.readiness });
          toast({ title: "Accrual added", description: "It is in the year-end adjustments, where you can change it." });
        },
        onError: (error) => toast({ title: "Not added", description: errorMessage(error, "Please try again.") }),
      },
    );
  return (
    <Button type="button" size="sm" variant="outline" disabled={create.isPending} onClick={add}>
      Add as a year-end accrual (£{suggestion.amount})
    </Button>
  );
}
