import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { ChSubmission } from "../../../../core/contracts";
import { errorMessage } from "../../../api/errors";
import { failedOutcome } from "../../../api/exports";
import { queryKeys } from "../../../api/query-keys";
import { useFileWithCompaniesHouse } from "../../../api/submissions";
import { toast } from "../../../components/ui/use-toast";
import type { Signature } from "../filing-pack/export-request";
import type { BlockedPack } from "../filing-pack/use-filing-pack-exports";

export const FILE_LABEL = "File with Companies House";

/**
 * Sends the filing: 202 shows its status; 402 asks for payment; 409 with checks lists what blocks (as the packs
 * do); any other refusal is told in the server's words. The code field is emptied once the request is made.
 */
export function useChFiling(onPaymentRequired: () => void) {
  const queryClient = useQueryClient();
  const file = useFileWithCompaniesHouse();
  const [blocked, setBlocked] = useState<BlockedPack | null>(null);

  async function submit(signature: Signature, code: string): Promise<boolean> {
    setBlocked(null);
    try {
      const created = await file.mutateAsync({
        directorName: signature.directorName.trim(),
        confirmed: signature.confirmed,
        approvalDate: signature.approvalDate,
        companyAuthenticationCode: code,
        includeProfitAndLoss: signature.includeProfitAndLoss,
      });
      toast({ title: "Sent to Companies House", description: `Submission ${created.submissionNumber}` });
      return true;
    } catch (error) {
      const outcome = failedOutcome(error);
      if (outcome.kind === "payment") {
        onPaymentRequired();
        toast({ variant: "destructive", title: "Payment Required", description: outcome.message });
      } else if (outcome.kind === "blocked") {
        setBlocked({ label: FILE_LABEL, message: outcome.message, checks: outcome.checks });
        void queryClient.invalidateQueries({ queryKey: queryKeys.readiness });
      } else {
        toast({ variant: "destructive", title: "Not Filed", description: errorMessage(error, "The filing failed.") });
      }
      return false;
    }
  }

  return { submit, busy: file.isPending, blocked };
}

/** The submission the step shows: the newest of the current period's. */
export function currentSubmission(list: readonly ChSubmission[] | undefined, periodEnd: string | null) {
  return list?.find((s) => s.periodEnd === periodEnd) ?? null;
}
